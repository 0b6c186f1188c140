import type { Property } from 'contracts';
import { fallbackPhotoScenes, sceneImage } from '../art/sceneArt';

export interface Photo {
  src: string;
  alt: string;
  /** True for the stock pictures shown when a property has none of its own. */
  stock: boolean;
  /** Every width of a host's uploaded photo (`<url> 640w, …`), for the browser to pick with `sizes`. */
  srcSet?: string;
}

/** SPEC §9: a property's own pictures, else the 8 fallback stock photos. */
export function photosOf(property: Pick<Property, 'title' | 'images' | 'photos'>): Photo[] {
  if (property.images.length > 0) {
    const total = property.images.length;
    return property.images.map((src, index) => {
      const srcSet = property.photos?.find((photo) => photo.url === src)?.srcset;
      return { src, alt: `${property.title}, photo ${index + 1} of ${total}`, stock: false, ...(srcSet && { srcSet }) };
    });
  }
  return fallbackPhotoScenes.map(({ scene, label }) => ({
    src: sceneImage(scene),
    alt: `Illustration of a ${label}; the host has not added photos yet`,
    stock: true,
  }));
}
