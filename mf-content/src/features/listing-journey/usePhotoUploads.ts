import { useCallback, useEffect, useRef, useState } from 'react';
import { LISTING_MAX_PHOTOS, hostMessages, uploadPhoto, type ListingPhoto } from 'shared/hosts';
import { photoProblem } from '../../lib/form/photoProblem';
import { errorText } from '../../lib/hosting/hostListingsApi';

/** A photo on its way up, or one that failed (kept so it can be retried). */
export interface PhotoUpload {
  key: string;
  file: File;
  /** 0 to 1. */
  progress: number;
  status: 'queued' | 'uploading' | 'failed';
  error?: string;
  /** Its place in the order the files were chosen (a retry keeps it). */
  order: number;
}

/** A file refused before upload, with the message the API would have given. */
export interface RefusedFile {
  name: string;
  message: string;
}

/** Photos go up a few at a time: a phone on a slow line gets each one done sooner. */
const UPLOADS_AT_ONCE = 3;

let nextKey = 0;

/**
 * Where a photo that has just landed goes: in the order its file was chosen, not the order uploads
 * finish (a small file chosen last often lands first). `chosen` numbers this visit's uploads in the
 * order their files were chosen; it goes before the first photo chosen after it, after the rest (the
 * photos already there, and those the host has since moved, keep their places).
 */
function placeUploaded(
  current: ListingPhoto[],
  photo: ListingPhoto,
  chosen: ReadonlyMap<string, number>,
): ListingPhoto[] {
  const own = chosen.get(photo.id);
  const before =
    own === undefined ? -1 : current.findIndex((item) => (chosen.get(item.id) ?? Number.NEGATIVE_INFINITY) > own);
  return before === -1 ? [...current, photo] : [...current.slice(0, before), photo, ...current.slice(before)];
}

/**
 * Uploads to `POST /api/upload?listingId=…`, which adds each photo to the listing; `onUploaded` gets
 * each one as it lands, with the change that puts it in its place among the journey's ordered photos
 * (`placeUploaded`).
 */
export function usePhotoUploads(
  listingId: string | undefined,
  photoCount: number,
  onUploaded: (place: (current: ListingPhoto[]) => ListingPhoto[]) => void,
) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  /** This visit's uploaded photos by id: the order their files were chosen in. */
  const chosen = useRef(new Map<string, number>());
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;

  const update = (key: string, change: Partial<PhotoUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const start = useCallback(
    (upload: PhotoUpload) => {
      if (!listingId) return;
      const controller = new AbortController();
      controllers.current.set(upload.key, controller);
      uploadPhoto(upload.file, {
        query: { listingId },
        signal: controller.signal,
        onProgress: (progress) => update(upload.key, { progress }),
      }).then(
        (photo) => {
          controllers.current.delete(upload.key);
          setUploads((current) => current.filter((item) => item.key !== upload.key));
          chosen.current.set(photo.id, upload.order);
          onUploadedRef.current((current) => placeUploaded(current, photo, chosen.current));
        },
        (error: unknown) => {
          controllers.current.delete(upload.key);
          if (controller.signal.aborted) return;
          update(upload.key, { status: 'failed', error: errorText(error) });
        },
      );
    },
    [listingId],
  );

  // Start queued uploads while fewer than UPLOADS_AT_ONCE are running.
  useEffect(() => {
    const running = uploads.filter((upload) => upload.status === 'uploading').length;
    const next = uploads.filter((upload) => upload.status === 'queued').slice(0, UPLOADS_AT_ONCE - running);
    if (next.length === 0) return;
    setUploads((current) =>
      current.map((upload) => (next.includes(upload) ? { ...upload, status: 'uploading', progress: 0 } : upload)),
    );
    next.forEach(start);
  }, [uploads, start]);

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const add = (files: File[]) => {
    const accepted: PhotoUpload[] = [];
    const refusedNow: RefusedFile[] = [];
    let room = LISTING_MAX_PHOTOS - photoCount - uploads.length;
    for (const file of files) {
      const problem = photoProblem(file);
      if (problem) refusedNow.push({ name: file.name, message: problem });
      else if (room <= 0) refusedNow.push({ name: file.name, message: hostMessages.tooManyPhotos });
      else {
        room -= 1;
        nextKey += 1;
        accepted.push({ key: `upload-${nextKey}`, file, progress: 0, status: 'queued', order: nextKey });
      }
    }
    setRefused(refusedNow);
    if (accepted.length > 0) setUploads((current) => [...current, ...accepted]);
  };

  const retry = (key: string) => update(key, { status: 'queued', progress: 0, error: undefined });
  const dismiss = (key: string) => setUploads((current) => current.filter((upload) => upload.key !== key));

  const busy = uploads.some((upload) => upload.status !== 'failed');
  return { uploads, refused, add, retry, dismiss, busy };
}
