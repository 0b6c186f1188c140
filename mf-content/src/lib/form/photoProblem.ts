import { UPLOAD_MAX_BYTES, hostMessages, uploadTypes } from 'shared/hosts';

/**
 * The checks the API makes on a photo that can be made here (type and size), with its messages: a
 * 15 MB photo is refused before its bytes go anywhere. HEIC (iPhone) gets its own advice.
 */
export function photoProblem(file: File): string | null {
  if (/^image\/hei[cf]/i.test(file.type) || /\.hei[cf]$/i.test(file.name)) return hostMessages.photoHeic;
  if (!(uploadTypes as readonly string[]).includes(file.type)) return hostMessages.photoType;
  if (file.size > UPLOAD_MAX_BYTES) return hostMessages.photoTooLarge;
  return null;
}
