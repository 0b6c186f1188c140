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
 * Uploads to `POST /api/upload?listingId=…`, which adds each photo to the listing; `onUploaded` gets
 * each one as it lands (appended to the journey's ordered photos).
 */
export function usePhotoUploads(
  listingId: string | undefined,
  photoCount: number,
  onUploaded: (photo: ListingPhoto) => void,
) {
  const [uploads, setUploads] = useState<PhotoUpload[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
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
          onUploadedRef.current(photo);
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
        accepted.push({ key: `upload-${++nextKey}`, file, progress: 0, status: 'queued' });
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
