import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface BelowTheFoldProps {
  /** The page's sections below its first screen, in order; each is revealed as one step. */
  children: ReactNode;
}

/**
 * Performance (issue 8: "lazy-load what is below the fold"): a page's first paint holds only what is
 * above the fold. The sections given here follow one per frame after it, each as a transition, so no
 * single task holds the main thread for the whole page (Lighthouse's total blocking time) and the
 * largest text paints sooner. They are all in the page within a few frames: nothing waits for a
 * scroll, so find-in-page, screen readers and the keyboard reach everything. Until the last is in,
 * the block keeps a screen's height so the footer never flashes into view and jumps.
 */
export function BelowTheFold({ children }: BelowTheFoldProps) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const done = shown >= sections.length;

  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The next frame, then a task of its own: the browser paints what is in before the next step.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, done]);

  return <Stage $done={done}>{sections.slice(0, shown)}</Stage>;
}

const Stage = styled.div<{ $done: boolean }>`
  min-height: ${({ $done }) => ($done ? '0' : '100vh')};
`;
