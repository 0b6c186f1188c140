import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';

export interface ModalDialogProps {
  /** The dialog's accessible name. */
  label: string;
  onClose: () => void;
  children: ReactNode;
  /** Where focus goes when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keys the dialog handles beyond Escape (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  tone?: 'light' | 'dark';
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]';

/**
 * A real modal dialog: named, focus moved in and kept inside, Escape closes, focus goes back to
 * what opened it, and the page behind does not scroll.
 */
export function ModalDialog({ label, onClose, children, initialFocus, onKeyDown, tone = 'light' }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    const target = initialFocus?.current ?? panelRef.current?.querySelector<HTMLElement>(focusable);
    (target ?? panelRef.current)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
    // Runs once per opening: focus in on open, back out on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key === 'Tab' && panelRef.current) {
      const items = [...panelRef.current.querySelectorAll<HTMLElement>(focusable)];
      const first = items[0];
      const last = items[items.length - 1];
      if (first && last) {
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    }
    onKeyDown?.(event);
  };

  return createPortal(
    <Backdrop
      $tone={tone}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        $tone={tone}
        onKeyDown={handleKeyDown}
      >
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div<{ $tone: 'light' | 'dark' }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme, $tone }) => ($tone === 'dark' ? '0' : theme.space.md)};
  background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.ink : theme.colors.overlay)};
`;

const Panel = styled.div<{ $tone: 'light' | 'dark' }>`
  outline: none;
  color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.onPrimary : theme.colors.ink)};
  ${({ theme, $tone }) =>
    $tone === 'dark'
      ? `width: 100%; height: 100%;`
      : `width: min(100%, 28rem); background: ${theme.colors.surface}; border-radius: ${theme.radii.lg};
         box-shadow: ${theme.shadows.raised}; padding: ${theme.space.lg};`}
`;
