import { Children, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';

export interface BelowTheFoldProps {
  /** The page's sections below its first screen, in order; each is revealed as one step. */
  children: ReactNode;
}

/**
 * Chromium reports a paint a few frames after drawing it (bench/results.md, "What changed the numbers
 * (home page, compressed JavaScript)"): the first step waits longer than that, so below the fold is
 * requested after the first screen shows.
 */
const FIRST_STEP_DELAY_MS = 100;

/**
 * Performance (below the fold is lazy-loaded): a page's first paint holds only what is
 * above the fold. The sections given here follow one per frame after it, each as a transition, so no
 * single task holds the main thread for the whole page (Lighthouse's total blocking time) and the
 * largest text paints sooner. They are all in the page within a few frames: nothing waits for a
 * scroll, so find-in-page, screen readers and the keyboard reach everything. Until the last is in,
 * the block keeps a screen's height so the footer never flashes into view and jumps.
 * A section may be `lazy`: its code is then requested only when its turn comes, after the first paint;
 * the step waits for it (a transition keeps what is shown) instead of showing a fallback.
 */
export function BelowTheFold({ children }: BelowTheFoldProps) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(0);
  const done = shown >= sections.length;

  useEffect(() => {
    if (done) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // After the next frame, in a task of its own, so the browser paints what is in before each step;
    // the first step waits a moment more, until what is above the fold is on the screen.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), shown === 0 ? FIRST_STEP_DELAY_MS : 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [shown, done]);

  return (
    <Stage $done={done}>
      <Suspense fallback={null}>{sections.slice(0, shown)}</Suspense>
    </Stage>
  );
}

const Stage = styled.div<{ $done: boolean }>`
  min-height: ${({ $done }) => ($done ? '0' : '100vh')};
`;
