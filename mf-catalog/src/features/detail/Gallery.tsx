import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { loadOnIntent, media } from 'shared/ui';
import type { Photo } from '../../lib/properties/photos';

/**
 * The lightbox (and the dialog it opens in) is code no first view shows: it loads on the guest's
 * intent on the gallery, and a guest who never opens a photo never loads it.
 */
const loadLightbox = () => import('./Lightbox');
const Lightbox = lazy(() => loadLightbox().then((module) => ({ default: module.Lightbox })));
const prepareLightbox = loadOnIntent(loadLightbox);

/** SPEC §9: one main picture plus 4 more in the gallery. */
const GALLERY_SIDE_COUNT = 4;

/**
 * SPEC §2: the photo gallery: the main picture and up to 4 more, "+N more" over the last one when
 * there are others, Show all N photos, and the lightbox.
 */
export function Gallery({ title, photos }: { title: string; photos: Photo[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const [main, ...rest] = photos;
  const side = rest.slice(0, GALLERY_SIDE_COUNT);
  const more = photos.length - 1 - side.length;
  if (!main) return null;
  return (
    <Root {...prepareLightbox}>
      <Grid $count={side.length}>
        <Tile type="button" $main onClick={() => setOpen(0)} aria-label={`Open photo 1 of ${photos.length}`}>
          <img
            src={main.src}
            srcSet={main.srcSet}
            sizes={main.srcSet && '(max-width: 768px) 100vw, 60vw'}
            alt={main.alt}
            width={1200}
            height={800}
            fetchPriority="high"
          />
        </Tile>
        {side.map((photo, i) => {
          const overlay = i === side.length - 1 && more > 0;
          // An odd number of side pictures: the last one (or the only one) fills the gap.
          const span = side.length === 1 ? 'rows' : side.length === 3 && i === 2 ? 'columns' : undefined;
          return (
            <Tile
              key={`${photo.src}-${i}`}
              $span={span}
              type="button"
              onClick={() => setOpen(i + 1)}
              aria-label={`Open photo ${i + 2} of ${photos.length}`}
            >
              <img
                src={photo.src}
                srcSet={photo.srcSet}
                sizes={photo.srcSet && '(max-width: 768px) 50vw, 20vw'}
                alt={photo.alt}
                width={600}
                height={400}
                loading="lazy"
              />
              {overlay && <More aria-hidden="true">+{more} more</More>}
            </Tile>
          );
        })}
      </Grid>
      {photos.length > 1 && (
        <ShowAll type="button" onClick={() => setOpen(0)}>
          Show all {photos.length} photos
        </ShowAll>
      )}
      {main.stock && <StockNote>Illustrations: the host has not added photos yet.</StockNote>}
      {open !== null && (
        <Suspense fallback={null}>
          <Lightbox title={title} photos={photos} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Root>
  );
}

const Root = styled.div`
  position: relative;
`;

const Grid = styled.div<{ $count: number }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
  grid-template-columns: repeat(4, 1fr);
  ${media.tablet} {
    grid-template-columns: ${({ $count }) => ($count === 0 ? '1fr' : $count < 3 ? '2fr 1fr' : '2fr 1fr 1fr')};
    grid-template-rows: repeat(2, 1fr);
    aspect-ratio: ${({ $count }) => ($count === 0 ? '16 / 9' : '2 / 1')};
  }
`;

const Tile = styled.button<{ $main?: boolean; $span?: 'rows' | 'columns' }>`
  position: relative;
  display: block;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.sand};
  cursor: zoom-in;
  aspect-ratio: 3 / 2;
  grid-column: ${({ $main }) => ($main ? '1 / -1' : 'auto')};
  ${media.tablet} {
    aspect-ratio: auto;
    grid-column: auto;
    grid-row: ${({ $main, $span }) => ($main || $span === 'rows' ? '1 / -1' : 'auto')};
    grid-column: ${({ $span }) => ($span === 'columns' ? 'span 2' : 'auto')};
  }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &:hover img {
    filter: brightness(0.92);
  }
  &:focus-visible {
    outline-offset: -3px;
  }
`;

const More = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: ${({ theme }) => theme.colors.overlay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const ShowAll = styled.button`
  margin-top: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.ink};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.ink};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-weight: 600;
  cursor: pointer;
  ${media.tablet} {
    position: absolute;
    right: ${({ theme }) => theme.space.md};
    bottom: ${({ theme }) => theme.space.md};
    margin: 0;
  }
`;

const StockNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
