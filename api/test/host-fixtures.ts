/**
 * What a host sends, for the API's and the browser's tests: photos as a phone takes them (a JPEG
 * stored sideways with an EXIF orientation and the GPS position where it was taken, made here with
 * sharp and piexifjs: no binary fixtures in the repository), and a listing complete enough to publish.
 */
import sharp from 'sharp';
// piexifjs has no types; it reads and writes JPEG bytes as a latin1 string.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const piexif = require('piexifjs') as {
  dump(exif: Record<string, Record<number, unknown>>): string;
  insert(exif: string, jpeg: string): string;
  load(jpeg: string): Record<string, Record<number, unknown>>;
  ImageIFD: { Orientation: number; Make: number };
  GPSIFD: Record<string, number>;
};

/** Where the test photos say they were taken: Nairobi's Kenyatta Avenue (1°17'S 36°49'E). */
const photoGps = { lat: [1, 17, 1], lng: [36, 49, 1] } as const;

/**
 * A `width`×`height` JPEG as stored by the camera, red on its left half and blue on its right,
 * carrying EXIF `orientation` (6: shown turned a quarter clockwise, so red on top) and a GPS position.
 */
export async function phonePhoto({ width = 1200, height = 800, orientation = 6 } = {}): Promise<Buffer> {
  // Orientation 6 shows the stored left edge at the top: red left, blue right is red top, blue bottom upright.
  const half = Math.floor(width / 2);
  const jpeg = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .composite([
      {
        input: await sharp({ create: { width: width - half, height, channels: 3, background: '#2c3e8f' } })
          .png()
          .toBuffer(),
        top: 0,
        left: half,
      },
    ])
    .jpeg({ quality: 85 })
    .toBuffer();
  const exif = piexif.dump({
    '0th': { [piexif.ImageIFD.Orientation]: orientation, [piexif.ImageIFD.Make]: 'TestPhone' },
    GPS: {
      [piexif.GPSIFD.GPSLatitudeRef as number]: 'S',
      [piexif.GPSIFD.GPSLatitude as number]: photoGps.lat.map((n) => [n, 1]),
      [piexif.GPSIFD.GPSLongitudeRef as number]: 'E',
      [piexif.GPSIFD.GPSLongitude as number]: photoGps.lng.map((n) => [n, 1]),
    },
  });
  return Buffer.from(piexif.insert(exif, jpeg.toString('latin1')), 'latin1');
}

/** The bytes' EXIF GPS block, if any (a JPEG's, read with piexifjs; any other format: sharp's). */
export async function hasGps(data: Buffer): Promise<boolean> {
  const meta = await sharp(data).metadata();
  if (meta.exif) return true;
  if (meta.format === 'jpeg') {
    const exif = piexif.load(data.toString('latin1'));
    return Object.keys(exif.GPS ?? {}).length > 0;
  }
  return false;
}

/** One part of a multipart body: a file (`data`) or a text field (`value`). */
export type Part = { field: string; data: Buffer; filename?: string; type?: string } | { field: string; value: string };

/** A multipart/form-data body of `parts`, as a browser's FormData sends it. */
export function multipartParts(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----makao${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) =>
    'data' in part
      ? [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename ?? 'photo.jpg'}"\r\nContent-Type: ${part.type ?? 'image/jpeg'}\r\n\r\n`,
          ),
          part.data,
          Buffer.from('\r\n'),
        ]
      : [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"\r\n\r\n${part.value}\r\n`)],
  );
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart body of one file (the photo upload's). */
export function multipartBody(
  data: Buffer,
  { filename = 'photo.jpg', type = 'image/jpeg', field = 'file' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  return multipartParts([{ field, data, filename, type }]);
}

/** A listing with every field publishing needs (`create-listing-from-journey`), for API and browser tests. */
export const completeListing = {
  type: 'apartments',
  title: 'Garden Flat in Lavington',
  description: 'A quiet two-bedroom flat with a garden, ten minutes from Westlands.',
  county: 'Nairobi',
  city: 'Nairobi',
  area: 'Lavington',
  address: 'James Gichuru Road',
  lat: -1.2762,
  lng: 36.7735,
  guests: 4,
  beds: 2,
  baths: 1,
  amenities: ['Wi-Fi', 'Parking'],
  price: 7500,
  traNumber: 'TRA/STR/2024/0412',
};
