import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a reference read over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `MK-` and 8 random characters: 11 characters, about 10^12 possibilities. */
export function newBookingReference(): string {
  const bytes = randomBytes(8);
  let code = '';
  for (const byte of bytes) code += ALPHABET[byte % 32];
  return `MK-${code}`;
}

/** Whether `text` (upper-cased by the caller) has a reference's form: a lookup by anything else finds nothing. */
export const isBookingReference = (text: string): boolean => /^MK-[0-9A-Z]{6,9}$/.test(text);
