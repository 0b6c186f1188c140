import { useEffect, useId, useRef, useState, type Dispatch, type DragEvent, type SetStateAction } from 'react';
import styled, { css } from 'styled-components';
import {
  LISTING_MAX_PHOTOS,
  LISTING_MIN_PHOTOS,
  PHOTO_MIN_SIZE,
  hostFieldLimits,
  uploadTypes,
  type ListingPhoto,
} from 'shared/hosts';
import { media } from 'shared/ui';
import { Field, FieldLabel, Notice, controlLook } from 'shared/ui-form';
import { Button } from '../../lib/layout/Page';
import { FieldHint } from '../../lib/form/form.styles';
import type { PhotoUpload, RefusedFile } from './usePhotoUploads';

export interface PhotosStepProps {
  photos: ListingPhoto[];
  onPhotosChange: Dispatch<SetStateAction<ListingPhoto[]>>;
  uploads: PhotoUpload[];
  refused: RefusedFile[];
  onAdd: (files: File[]) => void;
  onRetry: (key: string) => void;
  onDismiss: (key: string) => void;
}

type PhotoAction = 'earlier' | 'later' | 'cover' | 'remove';

function moved<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * Photos are uploaded as soon as they are chosen (each with its progress bar) and take their places
 * in the order they were chosen; their order, the cover (the first), removals and captions are kept
 * here and saved with the step (`PATCH … photos, captions`). Each photo has one row of controls
 * (earlier, later, cover, remove), and can be dragged; every move is announced in the live region.
 */
export function PhotosStep({ photos, onPhotosChange, uploads, refused, onAdd, onRetry, onDismiss }: PhotosStepProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [dropActive, setDropActive] = useState(false);
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusAfter = useRef<{ photoId: string | null; action: PhotoAction } | null>(null);

  // Keep the keyboard where the person was: on the moved photo's button, or the next photo after a removal.
  useEffect(() => {
    const request = focusAfter.current;
    if (!request) return;
    focusAfter.current = null;
    const items = [...(listRef.current?.children ?? [])] as HTMLElement[];
    const item = items.find((element) => element.dataset.photoId === request.photoId);
    if (!item) {
      inputRef.current?.focus();
      return;
    }
    const buttons = [...item.querySelectorAll<HTMLButtonElement>('button')].filter((button) => !button.disabled);
    const preferred = buttons.find((button) => button.dataset.action === request.action);
    (preferred ?? buttons[0])?.focus();
  }, [photos]);

  const act = (index: number, action: PhotoAction) => {
    const photo = photos[index];
    if (!photo) return;
    if (action === 'remove') {
      const after = photos[index + 1] ?? photos[index - 1];
      focusAfter.current = { photoId: after?.id ?? null, action: 'remove' };
      onPhotosChange(photos.filter((item) => item.id !== photo.id));
      setAnnouncement(`Photo ${index + 1} removed. ${photos.length - 1} photos left.`);
      return;
    }
    const to = action === 'earlier' ? index - 1 : action === 'later' ? index + 1 : 0;
    focusAfter.current = { photoId: photo.id, action };
    onPhotosChange(moved(photos, index, to));
    setAnnouncement(
      action === 'cover' ? 'Cover photo changed.' : `Photo moved to position ${to + 1} of ${photos.length}.`,
    );
  };

  const onDropFiles = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDropActive(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onAdd(files);
  };

  const isFileDrag = (event: DragEvent<HTMLElement>) => [...event.dataTransfer.types].includes('Files');

  return (
    <StepBody>
      <FieldHint>
        Add at least {LISTING_MIN_PHOTOS} photos (up to {LISTING_MAX_PHOTOS}): JPEG, PNG or WebP, at least{' '}
        {PHOTO_MIN_SIZE.listing.long} × {PHOTO_MIN_SIZE.listing.short} pixels and at most 15 MB each. The first photo is
        the cover guests see first.
      </FieldHint>
      <DropZone
        $active={dropActive}
        onDragOver={(event) => {
          if (!isFileDrag(event)) return;
          event.preventDefault();
          setDropActive(true);
        }}
        onDragLeave={() => setDropActive(false)}
        onDrop={onDropFiles}
      >
        <p>Drag photos here, or</p>
        <PickLabel htmlFor={`${id}-files`}>Choose photos</PickLabel>
        <input
          ref={inputRef}
          id={`${id}-files`}
          className="visually-hidden"
          type="file"
          multiple
          accept={uploadTypes.join(',')}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            // Cleared so the same file can be chosen again after a failure.
            event.target.value = '';
            if (files.length > 0) onAdd(files);
          }}
        />
      </DropZone>

      {refused.length > 0 && (
        <Notice $tone="error" role="alert" as="div">
          <p>These files were not added:</p>
          <ul>
            {refused.map((file, index) => (
              <li key={`${file.name}-${index}`}>
                {file.name}: {file.message}
              </li>
            ))}
          </ul>
        </Notice>
      )}

      {uploads.length > 0 && (
        <UploadList aria-label="Uploads">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span>{upload.file.name}</span>
              {upload.status === 'failed' ? (
                <>
                  <UploadError role="alert">{upload.error}</UploadError>
                  <SmallActions>
                    <SmallButton type="button" onClick={() => onRetry(upload.key)}>
                      Retry {upload.file.name}
                    </SmallButton>
                    <SmallButton type="button" onClick={() => onDismiss(upload.key)}>
                      Dismiss {upload.file.name}
                    </SmallButton>
                  </SmallActions>
                </>
              ) : (
                <ProgressRow>
                  <progress
                    max={100}
                    value={Math.round(upload.progress * 100)}
                    aria-label={`Uploading ${upload.file.name}`}
                  />
                  <span aria-hidden="true">
                    {upload.status === 'queued' ? 'Waiting' : `${Math.round(upload.progress * 100)}%`}
                  </span>
                </ProgressRow>
              )}
            </li>
          ))}
        </UploadList>
      )}

      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      {photos.length > 0 ? (
        <PhotoGrid ref={listRef} aria-label="Your photos, cover first">
          {photos.map((photo, index) => {
            const n = index + 1;
            return (
              <PhotoItem
                key={photo.id}
                data-photo-id={photo.id}
                draggable
                $dragging={dragged === index}
                onDragStart={(event) => {
                  setDragged(index);
                  event.dataTransfer.effectAllowed = 'move';
                }}
                onDragEnd={() => setDragged(null)}
                onDragOver={(event) => {
                  if (dragged !== null) event.preventDefault();
                }}
                onDrop={(event) => {
                  if (dragged === null) return;
                  event.preventDefault();
                  event.stopPropagation();
                  if (dragged !== index) {
                    onPhotosChange(moved(photos, dragged, index));
                    setAnnouncement(`Photo moved to position ${n} of ${photos.length}.`);
                  }
                  setDragged(null);
                }}
              >
                <Figure>
                  <img
                    src={photo.url}
                    srcSet={photo.srcset}
                    sizes="(min-width: 768px) 240px, 8rem"
                    alt={photo.caption ? `Photo ${n}: ${photo.caption}` : `Photo ${n}`}
                  />
                  {index === 0 && <CoverBadge>Cover</CoverBadge>}
                </Figure>
                <PhotoActions>
                  <SmallButton
                    type="button"
                    data-action="earlier"
                    disabled={index === 0}
                    aria-label={`Move photo ${n} earlier`}
                    title="Move earlier"
                    onClick={() => act(index, 'earlier')}
                  >
                    <span aria-hidden="true">←</span>
                  </SmallButton>
                  <SmallButton
                    type="button"
                    data-action="later"
                    disabled={index === photos.length - 1}
                    aria-label={`Move photo ${n} later`}
                    title="Move later"
                    onClick={() => act(index, 'later')}
                  >
                    <span aria-hidden="true">→</span>
                  </SmallButton>
                  {index > 0 && (
                    <SmallButton
                      type="button"
                      data-action="cover"
                      aria-label={`Make photo ${n} the cover`}
                      onClick={() => act(index, 'cover')}
                    >
                      Cover
                    </SmallButton>
                  )}
                  <SmallButton
                    type="button"
                    data-action="remove"
                    aria-label={`Remove photo ${n}`}
                    title="Remove"
                    onClick={() => act(index, 'remove')}
                  >
                    <span aria-hidden="true">✕</span>
                  </SmallButton>
                </PhotoActions>
                <CaptionField>
                  <FieldLabel htmlFor={`${id}-caption-${photo.id}`}>Caption for photo {n} (optional)</FieldLabel>
                  <input
                    id={`${id}-caption-${photo.id}`}
                    type="text"
                    maxLength={hostFieldLimits.photoCaption}
                    value={photo.caption ?? ''}
                    onChange={(event) => {
                      const caption = event.target.value;
                      onPhotosChange((current) =>
                        current.map((item) => (item.id === photo.id ? { ...item, caption } : item)),
                      );
                    }}
                  />
                </CaptionField>
              </PhotoItem>
            );
          })}
        </PhotoGrid>
      ) : (
        <FieldHint>No photos yet.</FieldHint>
      )}
      <FieldHint>
        {photos.length} of at least {LISTING_MIN_PHOTOS} photos added.
      </FieldHint>
    </StepBody>
  );
}

const StepBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ul {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
`;

const DropZone = styled.div<{ $active: boolean }>`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  border: 2px dashed ${({ theme }) => theme.colors.line};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.sand};
  text-align: center;
  ${({ $active, theme }) =>
    $active &&
    css`
      border-color: ${theme.colors.primary};
      background: ${theme.colors.primarySoft};
    `}
  &:has(input:focus-visible) label {
    outline: 3px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const PickLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 600;
  cursor: pointer;
`;

const UploadList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    overflow-wrap: anywhere;
  }
`;

const ProgressRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  progress {
    flex: 1;
    height: 0.75rem;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

const UploadError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

// On a phone each photo is a row: the picture beside its caption, its one row of controls under both
// (at full width, so no button is squeezed); from tablet width up the photos are a grid of cards.
const PhotoGrid = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0 !important;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${media.tablet} {
    grid-template-columns: repeat(auto-fill, minmax(240px, 1fr));
  }
`;

const PhotoItem = styled.li<{ $dragging: boolean }>`
  display: grid;
  grid-template-columns: 7.5rem minmax(0, 1fr);
  grid-template-areas:
    'figure caption'
    'actions actions';
  align-content: start;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  opacity: ${({ $dragging }) => ($dragging ? 0.5 : 1)};
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'figure' 'actions' 'caption';
  }
`;

const Figure = styled.div`
  grid-area: figure;
  position: relative;
  align-self: start;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.sand};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const CoverBadge = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.xs}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: 700;
`;

const CaptionField = styled(Field)`
  grid-area: caption;
  input {
    ${controlLook('md')}
  }
`;

const SmallActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
`;

const PhotoActions = styled(SmallActions)`
  grid-area: actions;
  flex-wrap: nowrap;
  button {
    flex: none;
  }
`;

const SmallButton = styled(Button).attrs({ $variant: 'light' as const })`
  min-height: 2.75rem;
  min-width: 2.75rem;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border-color: ${({ theme }) => theme.colors.line};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
