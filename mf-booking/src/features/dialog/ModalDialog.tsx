import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { media } from 'shared/ui';

export interface ModalDialogProps {
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  onClose: () => void;
  /** The header (its heading carries `labelledBy`); the Close button is added beside it. */
  header: ReactNode;
  children: ReactNode;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A real modal dialog: role="dialog", aria-modal, named by its heading; focus moves in (to the first
 * field) and back to where it was on close; Escape and the Close button close it; Tab stays inside.
 * It is portalled to the body so no card's overflow or transform clips it, and events stop at its
 * edge: React bubbles them through the portal, and the card that opened it must not see a click or
 * an Enter meant for the form (SPEC §2: Book Now opens the dialog without triggering the card).
 */
export function ModalDialog({ labelledBy, onClose, header, children }: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before anything inside takes focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));

  useEffect(() => {
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>('input:not([disabled]), select, textarea');
    (first ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [opener]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // F8 must still reach the toast region's document listener.
    if (event.key !== 'F8') event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'Tab') {
      const items = Array.from(panelRef.current?.querySelectorAll<HTMLElement>(focusable) ?? []);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === panelRef.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    }
  };
  const stop = (event: SyntheticEvent) => event.stopPropagation();

  return createPortal(
    <Backdrop onClick={stop} onPointerDown={stop} onKeyDown={onKeyDown}>
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1}>
        <Header>
          <div>{header}</div>
          <CloseButton type="button" aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  overflow-y: auto;
  ${media.phoneOnly} {
    padding: 0;
    place-items: stretch;
  }
`;

const Panel = styled.div`
  width: min(100%, 34rem);
  max-height: calc(100dvh - 2rem);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.raised};
  outline: none;
  ${media.phoneOnly} {
    width: 100%;
    max-height: none;
    min-height: 100dvh;
    border-radius: 0;
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const CloseButton = styled.button`
  flex: none;
  width: 2.75rem;
  height: 2.75rem;
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.sand};
  }
`;
