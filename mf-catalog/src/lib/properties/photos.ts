import type { Property } from 'contracts';
import { fallbackPhotoScenes, sceneImage } from '../art/sceneArt';

export interface Photo {
  src: string;
  alt: string;
  /**
   * True for pictures that are not photographs of the place: the stock pictures shown when a property
   * has none, and drawings standing in for a host's photos (the seed's, `isDrawing`).
   */
  stock: boolean;
  /** Every width of a host's uploaded photo (`<url> 640w, …`), for the browser to pick with `sizes`. */
  srcSet?: string;
  /** The host's caption of an uploaded photo, when they wrote one. */
  caption?: string;
}

/**
 * A drawing standing in for a property's photos: an SVG picture on a property without uploaded
 * photos (the seed's drawings, docs/decisions.md "Seed pictures"). A host's uploads are never SVG.
 */
const isDrawing = (property: Pick<Property, 'photos'>, src: string): boolean =>
  !property.photos && /\.svg(?:[?#]|$)/i.test(src);

/** SPEC §9: a property's own pictures, else the 8 fallback stock photos. */
export function photosOf(property: Pick<Property, 'title' | 'images' | 'photos'>): Photo[] {
  if (property.images.length > 0) {
    const total = property.images.length;
    return property.images.map((src, index) => {
      const uploaded = property.photos?.find((photo) => photo.url === src);
      const drawing = isDrawing(property, src);
      const alt = drawing
        ? `${property.title}, illustration ${index + 1} of ${total}`
        : `${property.title}, photo ${index + 1} of ${total}${uploaded?.caption ? `: ${uploaded.caption}` : ''}`;
      return {
        src,
        alt,
        stock: drawing,
        ...(uploaded?.srcset && { srcSet: uploaded.srcset }),
        ...(uploaded?.caption && { caption: uploaded.caption }),
      };
    });
  }
  return fallbackPhotoScenes.map(({ scene, label }) => ({
    src: sceneImage(scene),
    alt: `Illustration of a ${label}; the host has not added photos yet`,
    stock: true,
  }));
}
