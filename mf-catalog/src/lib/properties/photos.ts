import type { Property } from 'shared/contracts';
import { fallbackPhotoScenes, sceneImage } from '../art/sceneArt';

export interface Photo {
  src: string;
  alt: string;
  /** True for the stock pictures shown when a property has none of its own. */
  stock: boolean;
}

/** SPEC §9: a property's own pictures, else the 8 fallback stock photos. */
export function photosOf(property: Pick<Property, 'title' | 'images'>): Photo[] {
  if (property.images.length > 0) {
    const total = property.images.length;
    return property.images.map((src, index) => ({
      src,
      alt: `${property.title}, photo ${index + 1} of ${total}`,
      stock: false,
    }));
  }
  return fallbackPhotoScenes.map(({ scene, label }) => ({
    src: sceneImage(scene),
    alt: `Illustration of a ${label}; the host has not added photos yet`,
    stock: true,
  }));
}
