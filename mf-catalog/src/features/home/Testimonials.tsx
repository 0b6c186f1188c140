import { useState } from 'react';
import styled, { css, keyframes } from 'styled-components';
import { media } from 'shared/ui';
import { Band, Section, SectionHeader, SectionLead } from '../../lib/layout/Section';
import { usePrefersReducedMotion } from '../../lib/layout/usePrefersReducedMotion';
import { testimonials, type Testimonial } from './homeContent';

/** SPEC §9: one loop of the testimonial scroll takes 80 seconds. */
const TESTIMONIAL_LOOP_S = 80;

/**
 * SPEC §2: a scrolling block of static sample reviews. It stops for people who prefer reduced motion
 * (then it is a list they scroll themselves), while hovered or focused, and with the Pause button.
 */
export function Testimonials() {
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  const moving = !reducedMotion;
  return (
    <Band>
      <Section aria-labelledby="testimonials-heading">
        <SectionHeader>
          <div>
            <h2 id="testimonials-heading">What our guests say</h2>
            <SectionLead>A few words from guests about their stays.</SectionLead>
          </div>
          {moving && (
            <PauseButton type="button" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
              <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span> Pause reviews
            </PauseButton>
          )}
        </SectionHeader>
        <Viewport $moving={moving} tabIndex={moving ? undefined : 0} aria-label="Guest reviews" role="region">
          <Track $moving={moving} $paused={paused}>
            <Reviews>
              {testimonials.map((t) => (
                <Review key={t.guest} testimonial={t} />
              ))}
            </Reviews>
            {moving && (
              // The second copy makes the loop seamless; screen readers hear the reviews once.
              <Reviews aria-hidden="true">
                {testimonials.map((t) => (
                  <Review key={t.guest} testimonial={t} />
                ))}
              </Reviews>
            )}
          </Track>
        </Viewport>
      </Section>
    </Band>
  );
}

function Review({ testimonial: t }: { testimonial: Testimonial }) {
  return (
    <li>
      <Figure>
        <Stars aria-label={`Rated ${t.rating} out of 5`} role="img">
          {'★'.repeat(t.rating)}
          {'☆'.repeat(5 - t.rating)}
        </Stars>
        <blockquote>
          <p>“{t.review}”</p>
        </blockquote>
        <figcaption>
          <img src={t.profileImage} alt="" width={44} height={44} loading="lazy" />
          <span>
            <strong>{t.guest}</strong>
            <small>
              {t.location} · {t.propertyType} · {t.stayDuration}
            </small>
          </span>
        </figcaption>
      </Figure>
    </li>
  );
}

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

const Viewport = styled.div<{ $moving: boolean }>`
  overflow-x: ${({ $moving }) => ($moving ? 'hidden' : 'auto')};
  mask-image: ${({ $moving }) =>
    $moving ? 'linear-gradient(90deg, transparent, black 6%, black 94%, transparent)' : 'none'};
`;

const Track = styled.div<{ $moving: boolean; $paused: boolean }>`
  display: flex;
  width: max-content;
  ${({ $moving, $paused }) =>
    $moving &&
    css`
      animation: ${scroll} ${TESTIMONIAL_LOOP_S}s linear infinite;
      animation-play-state: ${$paused ? 'paused' : 'running'};
      &:hover,
      &:focus-within {
        animation-play-state: paused;
      }
    `}
  ${media.reducedMotion} {
    animation: none;
  }
`;

const Reviews = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs} 0;
  li {
    width: min(80vw, 21rem);
    flex: none;
  }
`;

const Figure = styled.figure`
  margin: 0;
  height: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-content: space-between;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  blockquote {
    margin: 0;
  }
  figcaption {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }
  img {
    border-radius: 50%;
  }
  figcaption span {
    display: grid;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.star};
  letter-spacing: 0.1em;
`;

const PauseButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
`;
