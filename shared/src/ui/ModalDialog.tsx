import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from 'react';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { media } from './tokens';

export interface ModalDialogProps {
  /** The dialog's accessible name, when no heading inside names it. */
  label?: string;
  /** The id of the heading that names the dialog. */
  labelledBy?: string;
  onClose: () => void;
  children: ReactNode;
  /** A header row; a Close button is added beside it. Without one, the content brings its own. */
  header?: ReactNode;
  /** Where focus goes on open; otherwise the first field, else the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Keys the dialog handles beyond Escape and Tab (the lightbox's arrows). */
  onKeyDown?: (event: KeyboardEvent<HTMLDivElement>) => void;
  /** `form`: a panel that fills a phone screen; `notice`: a small panel; `fullscreen`: dark, edge to edge. */
  layout?: 'form' | 'notice' | 'fullscreen';
  /** Close when the backdrop is pressed (not for forms: a stray tap must not lose what was typed). */
  closeOnBackdrop?: boolean;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What opened each dialog on screen, for a dialog that takes over from it. */
const openers = new WeakMap<Element, Element | null>();

/**
 * The element focus goes back to on close. A dialog that replaces another (a remote's dialog after
 * its "Opening..." placeholder) is opened by what opened the one it replaces: the placeholder's
 * button is gone by the time this one closes.
 */
function openerOf(): Element | null {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  const replaced = active?.closest('[aria-modal="true"]');
  return replaced && openers.has(replaced) ? (openers.get(replaced) ?? null) : active;
}

/**
 * The site's one modal dialog: role="dialog", aria-modal, named; focus moves in and returns to what
 * opened it; Escape closes; Tab stays inside; the page behind does not scroll. It is portalled to the
 * body so no card's overflow clips it, and events stop at its edge (React bubbles them through the
 * portal): the card that opened it never sees a click or an Enter meant for the dialog (SPEC §2).
 */
export function ModalDialog({
  label,
  labelledBy,
  onClose,
  children,
  header,
  initialFocus,
  onKeyDown,
  layout = 'notice',
  closeOnBackdrop = false,
}: ModalDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  // Read while rendering, before anything inside takes focus.
  const [opener] = useState(openerOf);

  useEffect(() => {
    const panel = panelRef.current;
    if (panel) openers.set(panel, opener);
    const target =
      initialFocus?.current ??
      panel?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])') ??
      panel?.querySelector<HTMLElement>(focusable);
    (target ?? panel)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
    // Once per opening: focus in on open, back out on close.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // F8 must still reach the toast region's document listener.
    if (event.key !== 'F8') event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key === 'Tab') {
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
      return;
    }
    onKeyDown?.(event);
  };
  const stop = (event: SyntheticEvent) => event.stopPropagation();

  return createPortal(
    <Backdrop
      $layout={layout}
      onClick={stop}
      onPointerDown={stop}
      onMouseDown={(event) => {
        if (closeOnBackdrop && event.target === event.currentTarget) onClose();
      }}
      onKeyDown={handleKeyDown}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        $layout={layout}
      >
        {header && (
          <Header>
            <div>{header}</div>
            <CloseButton type="button" aria-label="Close" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </Header>
        )}
        {children}
      </Panel>
    </Backdrop>,
    document.body,
  );
}

type Layout = NonNullable<ModalDialogProps['layout']>;

const Backdrop = styled.div<{ $layout: Layout }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: grid;
  place-items: center;
  overflow-y: auto;
  padding: ${({ theme, $layout }) => ($layout === 'fullscreen' ? '0' : theme.space.md)};
  background: ${({ theme, $layout }) => ($layout === 'fullscreen' ? theme.colors.ink : theme.colors.overlay)};
  ${({ $layout }) =>
    $layout === 'form' &&
    css`
      ${media.phoneOnly} {
        padding: 0;
        place-items: stretch;
      }
    `}
`;

const Panel = styled.div<{ $layout: Layout }>`
  outline: none;
  ${({ theme, $layout }) =>
    $layout === 'fullscreen'
      ? css`
          width: 100%;
          height: 100%;
          color: ${theme.colors.onPrimary};
        `
      : css`
          width: min(100%, ${$layout === 'form' ? '34rem' : '28rem'});
          max-height: calc(100dvh - 2rem);
          overflow-y: auto;
          overscroll-behavior: contain;
          padding: ${theme.space.lg};
          border-radius: ${theme.radii.lg};
          background: ${theme.colors.surface};
          color: ${theme.colors.ink};
          box-shadow: ${theme.shadows.raised};
        `}
  ${({ theme, $layout }) =>
    $layout === 'form' &&
    css`
      ${media.phoneOnly} {
        width: 100%;
        max-height: none;
        min-height: 100dvh;
        border-radius: 0;
        padding: ${theme.space.md};
      }
    `}
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
