import { useId, type Ref } from 'react';
import styled, { css } from 'styled-components';
import { media } from 'shared/ui';

const STARS = [1, 2, 3, 4, 5] as const;
const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** The words for a number of stars, for assistive technology and the chosen-value line. */
const starsText = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

function Star({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <StarPath d={STAR_PATH} $filled={filled} />
    </svg>
  );
}

export interface StarInputProps {
  /** The group's name (one radio group per question). */
  name: string;
  legend: string;
  /** The chosen number of stars as text ('' before any is chosen): react-hook-form's value. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** What the check said about this question. */
  error?: string | undefined;
  /** The first radio, for react-hook-form to focus when the check finds this question unanswered. */
  ref?: Ref<HTMLInputElement>;
  /** A compact row beside its legend (the categories) or a large one under it (overall). */
  size?: 'large' | 'compact';
}

/**
 * 1–5 stars as a group of five radio buttons: the arrow keys move between them, each is named
 * ("4 stars"), and the stars up to the chosen one are drawn filled.
 */
export function StarInput({ name, legend, value, onChange, onBlur, error, ref, size = 'compact' }: StarInputProps) {
  const id = useId();
  const chosen = Number(value) || 0;
  const errorId = `${id}-error`;
  return (
    <Group $size={size} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <Row role="presentation">
        {STARS.map((n) => (
          <Choice key={n} $size={size}>
            <input
              ref={n === 1 ? ref : undefined}
              type="radio"
              name={name}
              value={String(n)}
              checked={chosen === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onChange(String(n))}
              onBlur={onBlur}
            />
            <Star filled={n <= chosen} />
            <span className="visually-hidden">{starsText(n)}</span>
          </Choice>
        ))}
      </Row>
      {error && (
        <Message id={errorId} role="alert">
          {error}
        </Message>
      )}
    </Group>
  );
}

/** A rating as stars that cannot be changed, named for assistive technology ("Rated 4 out of 5"). */
export function Stars({ rating }: { rating: number }) {
  return (
    <StaticStars role="img" aria-label={`Rated ${rating} out of 5`}>
      {STARS.map((n) => (
        <Star key={n} filled={n <= Math.round(rating)} />
      ))}
    </StaticStars>
  );
}

const StarPath = styled.path<{ $filled: boolean }>`
  stroke-width: 1.5;
  stroke-linejoin: round;
  ${({ $filled, theme }) =>
    $filled
      ? css`
          fill: ${theme.colors.star};
          /* The outline keeps a filled star 3:1 against white (WCAG 1.4.11). */
          stroke: ${theme.colors.accent};
        `
      : css`
          fill: ${theme.colors.surface};
          stroke: ${theme.colors.muted};
        `}
`;

const Group = styled.fieldset<{ $size: 'large' | 'compact' }>`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  legend {
    padding: 0;
    font-weight: 600;
    font-size: ${({ $size, theme }) => ($size === 'large' ? theme.fontSizes.md : theme.fontSizes.sm)};
  }
  /* A category: its name above the stars on a phone, beside them from a tablet's width. */
  ${({ $size }) =>
    $size === 'compact' &&
    css`
      legend {
        float: left;
      }
      ${media.tablet} {
        grid-template-columns: minmax(7rem, 1fr) auto;
        align-items: center;
      }
    `}
`;

const Row = styled.div`
  display: flex;
`;

const Choice = styled.label<{ $size: 'large' | 'compact' }>`
  position: relative;
  display: grid;
  place-items: center;
  /* A tap target of at least 44 px (WCAG 2.5.5), the star drawn inside it. */
  width: ${({ $size }) => ($size === 'large' ? '3rem' : '2.75rem')};
  height: ${({ $size }) => ($size === 'large' ? '3rem' : '2.75rem')};
  cursor: pointer;
  svg {
    width: ${({ $size }) => ($size === 'large' ? '2.25rem' : '1.6rem')};
    height: ${({ $size }) => ($size === 'large' ? '2.25rem' : '1.6rem')};
    /* The radio under it takes the tap. */
    pointer-events: none;
  }
  input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
    /* Focused or scrolled to, it stays clear of the site's fixed top bar. */
    scroll-margin-block: 6rem 2rem;
  }
  /* The site's focus ring (GlobalStyle), on the star the hidden radio stands for. */
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: -3px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  &:hover svg {
    transform: scale(1.08);
  }
`;

const Message = styled.p`
  grid-column: 1 / -1;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.danger};
`;

const StaticStars = styled.span`
  display: inline-flex;
  gap: 1px;
  vertical-align: middle;
  svg {
    width: 1rem;
    height: 1rem;
  }
`;
