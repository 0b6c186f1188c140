/// <reference types="@rsbuild/core/types" />
/**
 * The catalog's pictures, drawn rather than fetched from outside: the scenes behind the 8 fallback
 * stock photos of SPEC §9 and the destination and type tiles, and guests' initials avatars.
 * The scenes are SVG files of this remote (`scenes/`), emitted with its build and served from its
 * versioned CDN path (ARCHITECTURE rule 10), never inlined (`output.dataUriLimit`): a page loads one
 * as a picture when it shows it, not as JavaScript every page runs. Their colours are the theme's and
 * the illustration palette below; the scene files' test holds them to it.
 */
import { theme } from 'shared/ui';
import livingScene from './scenes/living.svg';
import bedroomScene from './scenes/bedroom.svg';
import kitchenScene from './scenes/kitchen.svg';
import exteriorScene from './scenes/exterior.svg';
import poolScene from './scenes/pool.svg';
import viewScene from './scenes/view.svg';
import bathroomScene from './scenes/bathroom.svg';
import gardenScene from './scenes/garden.svg';
import cityScene from './scenes/city.svg';
import coastScene from './scenes/coast.svg';
import lakeScene from './scenes/lake.svg';
import hillsScene from './scenes/hills.svg';
import apartmentScene from './scenes/apartment.svg';
import homeScene from './scenes/home.svg';
import safariScene from './scenes/safari.svg';
import corporateScene from './scenes/corporate.svg';

const { colors } = theme;
export const artPalette = {
  sky: '#f3c27a',
  skyDay: '#bfe0ef',
  sun: '#f6b15a',
  sea: '#2b7a9b',
  seaLight: '#5fb3c9',
  sandBeach: '#ecd5a4',
  grass: '#6f7f3d',
  grassDark: '#3f5a2a',
  tree: '#2f4420',
  wood: '#8a5a3b',
  wall: colors.sand,
  wallWarm: colors.accentSoft,
  ink: colors.ink,
  green: colors.primary,
  greenSoft: colors.primarySoft,
  orange: colors.accent,
  line: colors.line,
  white: colors.surface,
} as const;
const p = artPalette;

function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Each scene's file, as the build addresses it. */
export const sceneFiles = {
  living: livingScene,
  bedroom: bedroomScene,
  kitchen: kitchenScene,
  exterior: exteriorScene,
  pool: poolScene,
  view: viewScene,
  bathroom: bathroomScene,
  garden: gardenScene,
  city: cityScene,
  coast: coastScene,
  lake: lakeScene,
  hills: hillsScene,
  apartment: apartmentScene,
  home: homeScene,
  safari: safariScene,
  corporate: corporateScene,
} as const;

export type SceneName = keyof typeof sceneFiles;

export function sceneImage(name: SceneName): string {
  return sceneFiles[name];
}

/** SPEC §9: the 8 stock photos shown when a property has no pictures of its own. */
export const fallbackPhotoScenes: ReadonlyArray<{ scene: SceneName; label: string }> = [
  { scene: 'living', label: 'living room' },
  { scene: 'bedroom', label: 'bedroom' },
  { scene: 'kitchen', label: 'kitchen' },
  { scene: 'exterior', label: 'outside' },
  { scene: 'pool', label: 'pool' },
  { scene: 'view', label: 'view' },
  { scene: 'bathroom', label: 'bathroom' },
  { scene: 'garden', label: 'garden' },
];

/** A round avatar with a guest's initials, coloured by the name (no photos of real people). */
export function initialsAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
  const tones = [p.green, p.orange, p.sea, p.wood, p.grassDark];
  const tone = tones[[...name].reduce((sum, ch) => sum + ch.charCodeAt(0), 0) % tones.length];
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="${tone}"/><text x="48" y="58" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="${p.white}">${initials}</text></svg>`,
  );
}
