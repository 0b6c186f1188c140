import { useEffect, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { formatPrice, media } from 'shared/ui';
import { usePrefersReducedMotion } from '../../lib/layout/usePrefersReducedMotion';

export interface ReserveBarProps {
  price: number | null;
  /** The booking form's panel, which Reserve brings into view. */
  panel: RefObject<HTMLElement | null>;
  /** The end of the page's content: the bar steps aside there, so it never covers the footer. */
  end: RefObject<HTMLElement | null>;
}

/**
 * Below the desktop width, where the booking form is one block among the page's sections: a bar at the
 * bottom of the screen with the nightly price and Reserve, which scrolls to the form and puts the
 * cursor in its first field. It hides while the form or the end of the page is in view.
 */
export function ReserveBar({ price, panel, end }: ReserveBarProps) {
  const [inView, setInView] = useState({ panel: true, end: false });
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const panelElement = panel.current;
    const endElement = end.current;
    if (!panelElement || !endElement || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      setInView((current) => {
        const next = { ...current };
        for (const entry of entries) next[entry.target === panelElement ? 'panel' : 'end'] = entry.isIntersecting;
        return next;
      });
    });
    observer.observe(panelElement);
    observer.observe(endElement);
    return () => observer.disconnect();
  }, [panel, end]);

  const reserve = () => {
    const form = panel.current;
    if (!form) return;
    form.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    form.querySelector<HTMLElement>('input, select, textarea, button')?.focus({ preventScroll: true });
  };

  return (
    <Bar aria-label="Reserve this stay" hidden={inView.panel || inView.end}>
      <Price>
        <strong>{formatPrice(price)}</strong>
        {price !== null && <span> / night</span>}
        <small>Reserve now, pay on arrival</small>
      </Price>
      <ReserveButton type="button" onClick={reserve}>
        Reserve
      </ReserveButton>
    </Bar>
  );
}

const Bar = styled.section`
  position: fixed;
  inset: auto 0 0 0;
  z-index: ${({ theme }) => theme.zIndex.topBar};
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding-bottom: max(${({ theme }) => theme.space.sm}, env(safe-area-inset-bottom));
  background: ${({ theme }) => theme.colors.surface};
  box-shadow:
    0 -1px 0 ${({ theme }) => theme.colors.line},
    ${({ theme }) => theme.shadows.raised};
  &[hidden] {
    display: none;
  }
  ${media.desktop} {
    display: none;
  }
`;

const Price = styled.p`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.xxs};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    color: ${({ theme }) => theme.colors.primary};
  }
  span,
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
  small {
    grid-column: 1 / -1;
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const ReserveButton = styled.button`
  flex: none;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: 700;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
`;
