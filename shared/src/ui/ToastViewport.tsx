import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import styled from 'styled-components';
import { dismissToastAtom, toastQueueAtom, TOAST_DURATION_MS, type Toast } from 'shared/state';

/** SPEC §9: a swipe right past 50 px dismisses a toast. */
export const SWIPE_DISMISS_PX = 50;

/**
 * SPEC §9: toasts show one at a time, 5000 ms by default; swipe right past 50 px dismisses; F8
 * focuses the region. The timer pauses while the toast is hovered or focused, so it can be read.
 */
export function ToastViewport() {
  const queue = useAtomValue(toastQueueAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const regionRef = useRef<HTMLElement>(null);
  const current = queue[0];

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <Region ref={regionRef} tabIndex={-1} aria-label="Notifications (F8)">
      <List>{current && <ToastItem key={current.id} toast={current} onDismiss={() => dismiss(current.id)} />}</List>
    </Region>
  );
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: () => void }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const startX = useRef<number | null>(null);
  const duration = toast.duration ?? TOAST_DURATION_MS;
  const remaining = useRef(duration);

  useEffect(() => {
    if (paused) return;
    const started = Date.now();
    const timer = window.setTimeout(onDismiss, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, onDismiss]);

  const onPointerDown = (event: ReactPointerEvent<HTMLLIElement>) => {
    startX.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (startX.current !== null) setOffset(Math.max(0, event.clientX - startX.current));
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLLIElement>) => {
    if (startX.current === null) return;
    const distance = event.clientX - startX.current;
    startX.current = null;
    if (distance > SWIPE_DISMISS_PX) onDismiss();
    else setOffset(0);
  };

  const urgent = toast.variant === 'destructive';
  return (
    <Item
      $variant={toast.variant ?? 'default'}
      style={{
        transform: offset ? `translateX(${offset}px)` : undefined,
        opacity: offset ? Math.max(0.2, 1 - offset / 200) : undefined,
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      {/* The live region is inside the item: a list's item keeps its role (a list holds only items). */}
      <div role={urgent ? 'alert' : 'status'} aria-live={urgent ? 'assertive' : 'polite'} aria-atomic="true">
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
        {toast.note && <Description>{toast.note}</Description>}
      </div>
      <Close type="button" aria-label="Close notification" onClick={onDismiss}>
        ×
      </Close>
    </Item>
  );
}

/**
 * Under the top bar, centred: the bottom of the screen is where pages keep their actions (a form's
 * submit button, the phone's Reserve bar, the confirmation's buttons), which a toast must not cover.
 */
const Region = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  top: ${({ theme }) => theme.layout.topBarHeight};
  left: 0;
  right: 0;
  margin-inline: auto;
  width: min(100%, 26rem);
  padding: ${({ theme }) => theme.space.md};
  pointer-events: none;
  outline: none;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Item = styled.li<{ $variant: 'default' | 'success' | 'destructive' }>`
  pointer-events: auto;
  touch-action: pan-y;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.colors.danger : theme.colors.ink)};
  color: ${({ theme }) => theme.colors.onPrimary};
  border-left: 4px solid ${({ theme, $variant }) => ($variant === 'success' ? theme.colors.primarySoft : 'transparent')};
  transition:
    transform 150ms ease,
    opacity 150ms ease;
`;

const Title = styled.p`
  font-weight: 700;
`;

const Description = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.92;
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const Close = styled.button`
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  padding: 0 ${({ theme }) => theme.space.xxs};
  cursor: pointer;
`;
