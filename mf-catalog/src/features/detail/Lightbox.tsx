import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { media } from 'shared/ui';
import { ModalDialog } from 'shared/ui-dialog';
import type { Photo } from '../../lib/properties/photos';

export interface LightboxProps {
  title: string;
  photos: Photo[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * SPEC §2/§4: the photo lightbox with previous/next, a counter and thumbnails. ← and → move (wrapping
 * round), Escape closes, and focus goes back to the photo that opened it.
 */
export function Lightbox({ title, photos, index, onIndexChange, onClose }: LightboxProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const total = photos.length;
  const go = (step: number) => onIndexChange((index + step + total) % total);
  const photo = photos[index] ?? photos[0];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  };
  return (
    <ModalDialog
      label={`Photos of ${title}`}
      onClose={onClose}
      onKeyDown={onKeyDown}
      initialFocus={closeRef}
      layout="fullscreen"
    >
      <Layout>
        <Top>
          <Counter aria-live="polite">
            {index + 1} / {total}
          </Counter>
          <IconButton ref={closeRef} type="button" aria-label="Close photos" onClick={onClose}>
            ×
          </IconButton>
        </Top>
        <Stage>
          <NavButton type="button" aria-label="Previous photo" onClick={() => go(-1)} disabled={total < 2}>
            ‹
          </NavButton>
          {photo && (
            <img src={photo.src} srcSet={photo.srcSet} sizes="100vw" alt={photo.alt} width={1200} height={800} />
          )}
          <NavButton type="button" aria-label="Next photo" onClick={() => go(1)} disabled={total < 2}>
            ›
          </NavButton>
        </Stage>
        {/* The host's caption under the photo (it is in the photo's alt text too). */}
        {photo?.caption && <Caption aria-hidden="true">{photo.caption}</Caption>}
        <Thumbs aria-label="All photos">
          {photos.map((thumb, i) => (
            <li key={`${thumb.src}-${i}`}>
              <Thumb
                type="button"
                aria-label={`Show photo ${i + 1} of ${total}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => onIndexChange(i)}
              >
                <img src={thumb.src} srcSet={thumb.srcSet} sizes="96px" alt="" width={96} height={64} loading="lazy" />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      </Layout>
    </ModalDialog>
  );
}

// The window's height, not the dialog's: the dialog grows with its content, which pushed the
// thumbnails below the fold of a 1280 × 900 window.
const Layout = styled.div`
  height: 100vh;
  height: 100dvh;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
`;

const Top = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
`;

const Counter = styled.p`
  font-weight: 600;
  font-variant-numeric: tabular-nums;
`;

const IconButton = styled.button`
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  font-size: 2rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.overlay};
  }
`;

const Stage = styled.div`
  position: relative;
  min-height: 0;
  height: 100%;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-rows: minmax(0, 100%);
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  img {
    width: 100%;
    height: 100%;
    max-height: 100%;
    object-fit: contain;
  }
  ${media.phoneOnly} {
    grid-template-columns: minmax(0, 1fr);
    button {
      position: absolute;
      top: 50%;
      transform: translateY(-50%);
      z-index: 1;
    }
    button:first-child {
      left: 0;
    }
    button:last-child {
      right: 0;
    }
  }
`;

const NavButton = styled(IconButton)`
  font-size: 2.5rem;
  background: ${({ theme }) => theme.colors.overlay};
  &:disabled {
    opacity: 0.3;
    cursor: default;
  }
`;

const Thumbs = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xxs};
  max-width: 100%;
  overflow-x: auto;
`;

const Thumb = styled.button`
  display: block;
  padding: 0;
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  overflow: hidden;
  background: none;
  opacity: 0.6;
  cursor: pointer;
  img {
    width: 72px;
    height: 48px;
    object-fit: cover;
  }
  &[aria-current='true'] {
    border-color: ${({ theme }) => theme.colors.onPrimary};
    opacity: 1;
  }
`;

const Caption = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md};
  text-align: center;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;
