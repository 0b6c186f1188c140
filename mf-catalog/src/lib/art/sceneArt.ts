/**
 * Illustrations drawn in code (SVG data URIs), so the catalog shows pictures without fetching a
 * single image from outside: the 8 fallback stock photos of SPEC §9, destination and type tiles,
 * and guests' initials avatars. The illustration palette extends the theme with nature tones.
 */
import { theme } from 'shared/ui';

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

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const frame = (body: string, w = 600, h = 400) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>`;

const acacia = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})" fill="${p.tree}"><rect x="-4" y="-60" width="8" height="60"/><ellipse cx="0" cy="-66" rx="58" ry="14"/><ellipse cx="-18" cy="-76" rx="30" ry="9"/></g>`;
const palm = (x: number, y: number, s = 1) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 C6 -40 10 -80 4 -120" stroke="${p.wood}" stroke-width="9" fill="none"/><g fill="${p.grassDark}"><path d="M4 -120 q40 -10 70 20 q-40 -14 -70 -20z"/><path d="M4 -120 q-40 -12 -72 16 q40 -12 72 -16z"/><path d="M4 -120 q20 -36 56 -40 q-34 12 -56 40z"/><path d="M4 -120 q-20 -36 -54 -38 q30 12 54 38z"/></g></g>`;
const window4 = (x: number, y: number, w: number, h: number, glass: string) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${glass}" stroke="${p.white}" stroke-width="6"/><path d="M${x + w / 2} ${y}v${h}M${x} ${y + h / 2}h${w}" stroke="${p.white}" stroke-width="4"/>`;

/** The scenes the fallback photos, destination and type tiles are drawn from. */
export const scenes = {
  living: frame(
    `<rect width="600" height="400" fill="${p.wall}"/><rect y="300" width="600" height="100" fill="${p.wood}" opacity=".55"/>${window4(360, 60, 170, 150, p.skyDay)}<rect x="60" y="210" width="250" height="70" rx="14" fill="${p.green}"/><rect x="60" y="180" width="250" height="50" rx="14" fill="${p.green}" opacity=".85"/><rect x="80" y="280" width="14" height="26" fill="${p.ink}"/><rect x="276" y="280" width="14" height="26" fill="${p.ink}"/><rect x="110" y="190" width="60" height="40" rx="8" fill="${p.orange}"/><ellipse cx="420" cy="330" rx="90" ry="16" fill="${p.orange}" opacity=".6"/><rect x="380" y="270" width="90" height="50" rx="6" fill="${p.ink}" opacity=".8"/><path d="M540 300v-90" stroke="${p.ink}" stroke-width="4"/><path d="M515 210h50l-10-40h-30z" fill="${p.sun}"/>`,
  ),
  bedroom: frame(
    `<rect width="600" height="400" fill="${p.wallWarm}"/><rect y="310" width="600" height="90" fill="${p.wood}" opacity=".5"/><rect x="150" y="120" width="300" height="110" rx="12" fill="${p.wood}"/><rect x="130" y="220" width="340" height="90" rx="10" fill="${p.white}"/><rect x="130" y="250" width="340" height="60" rx="10" fill="${p.green}" opacity=".8"/><rect x="170" y="195" width="100" height="40" rx="14" fill="${p.white}" stroke="${p.line}" stroke-width="3"/><rect x="330" y="195" width="100" height="40" rx="14" fill="${p.white}" stroke="${p.line}" stroke-width="3"/><rect x="60" y="240" width="50" height="70" fill="${p.wood}"/><circle cx="85" cy="215" r="22" fill="${p.sun}"/><rect x="490" y="240" width="50" height="70" fill="${p.wood}"/><path d="M0 0h600v40H0z" fill="${p.green}" opacity=".15"/>`,
  ),
  kitchen: frame(
    `<rect width="600" height="400" fill="${p.greenSoft}"/><rect y="330" width="600" height="70" fill="${p.line}"/><rect x="40" y="60" width="520" height="80" fill="${p.white}" stroke="${p.line}" stroke-width="4"/><path d="M170 60v80M300 60v80M430 60v80" stroke="${p.line}" stroke-width="4"/><rect x="40" y="230" width="520" height="100" fill="${p.green}"/><rect x="30" y="220" width="540" height="16" fill="${p.ink}"/><path d="M170 240v90M300 240v90M430 240v90" stroke="${p.greenSoft}" stroke-width="3"/><rect x="330" y="190" width="70" height="30" rx="6" fill="${p.ink}" opacity=".8"/><circle cx="120" cy="200" r="18" fill="${p.orange}"/><circle cx="150" cy="205" r="14" fill="${p.sun}"/><rect x="470" y="160" width="40" height="60" rx="6" fill="${p.white}" stroke="${p.line}" stroke-width="3"/>`,
  ),
  exterior: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><circle cx="500" cy="80" r="36" fill="${p.sun}"/><rect y="300" width="600" height="100" fill="${p.grass}"/><path d="M140 170 L300 80 L460 170z" fill="${p.orange}"/><rect x="160" y="170" width="280" height="140" fill="${p.white}"/>${window4(190, 200, 70, 60, p.seaLight)}${window4(340, 200, 70, 60, p.seaLight)}<rect x="275" y="230" width="50" height="80" fill="${p.wood}"/>${acacia(70, 310, 0.9)}${acacia(540, 310, 0.7)}`,
  ),
  pool: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><rect y="190" width="600" height="210" fill="${p.sandBeach}"/><path d="M60 240h480l40 130H20z" fill="${p.sea}"/><path d="M80 260h440l20 90H60z" fill="${p.seaLight}"/><path d="M120 300q30 -12 60 0t60 0t60 0t60 0t60 0" stroke="${p.white}" stroke-width="4" fill="none" opacity=".7"/>${palm(40, 240, 0.9)}${palm(560, 250, 1)}<rect x="420" y="200" width="90" height="12" rx="6" fill="${p.white}"/>`,
  ),
  view: frame(
    `<rect width="600" height="400" fill="${p.sky}"/><circle cx="420" cy="150" r="48" fill="${p.sun}"/><rect y="250" width="600" height="150" fill="${p.grass}"/><path d="M0 250 Q150 210 300 250 T600 240 V260 H0z" fill="${p.grassDark}"/>${acacia(140, 270, 1.2)}${acacia(470, 262, 0.8)}<g fill="${p.ink}" opacity=".75"><ellipse cx="300" cy="300" rx="24" ry="10"/><rect x="284" y="300" width="4" height="18"/><rect x="312" y="300" width="4" height="18"/><path d="M318 296 l14 -22 l4 3 l-12 22z"/></g>`,
  ),
  bathroom: frame(
    `<rect width="600" height="400" fill="${p.white}"/><path d="M0 0h600v400H0z" fill="${p.greenSoft}" opacity=".5"/><g stroke="${p.line}" stroke-width="2">${Array.from({ length: 10 }, (_, i) => `<path d="M${i * 60} 0v400"/>`).join('')}${Array.from({ length: 7 }, (_, i) => `<path d="M0 ${i * 60}h600"/>`).join('')}</g><rect x="80" y="230" width="280" height="90" rx="40" fill="${p.white}" stroke="${p.line}" stroke-width="6"/><rect x="420" y="200" width="110" height="120" rx="8" fill="${p.wood}"/><ellipse cx="475" cy="200" rx="50" ry="14" fill="${p.white}"/><rect x="440" y="70" width="70" height="100" rx="35" fill="${p.seaLight}" stroke="${p.white}" stroke-width="6"/><rect x="150" y="150" width="12" height="80" fill="${p.ink}" opacity=".6"/>`,
  ),
  garden: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><rect y="220" width="600" height="180" fill="${p.grass}"/><path d="M230 400 L280 220 h40 L370 400z" fill="${p.sandBeach}"/><circle cx="90" cy="200" r="70" fill="${p.grassDark}"/><circle cx="520" cy="190" r="80" fill="${p.tree}"/><rect x="84" y="230" width="12" height="40" fill="${p.wood}"/><rect x="514" y="230" width="12" height="40" fill="${p.wood}"/><g fill="${p.orange}"><circle cx="160" cy="330" r="8"/><circle cx="190" cy="350" r="8"/><circle cx="420" cy="330" r="8"/><circle cx="450" cy="350" r="8"/></g><g fill="${p.sun}"><circle cx="175" cy="310" r="6"/><circle cx="435" cy="310" r="6"/></g>`,
  ),
  city: frame(
    `<rect width="600" height="400" fill="${p.sky}"/><circle cx="470" cy="110" r="40" fill="${p.sun}"/><g fill="${p.ink}" opacity=".85"><rect x="40" y="190" width="70" height="210"/><rect x="120" y="130" width="60" height="270"/><rect x="190" y="210" width="80" height="190"/><rect x="280" y="90" width="50" height="310"/><path d="M280 90 l25 -40 l25 40z"/><rect x="340" y="170" width="90" height="230"/><rect x="440" y="230" width="70" height="170"/><rect x="520" y="180" width="60" height="220"/></g><g fill="${p.sun}" opacity=".8">${Array.from({ length: 24 }, (_, i) => `<rect x="${130 + (i % 3) * 16}" y="${150 + Math.floor(i / 3) * 28}" width="8" height="12"/>`).join('')}</g>${acacia(70, 400, 1)}`,
  ),
  coast: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><circle cx="120" cy="90" r="40" fill="${p.sun}"/><rect y="200" width="600" height="100" fill="${p.sea}"/><path d="M0 230q50 -10 100 0t100 0t100 0t100 0t100 0t100 0" stroke="${p.seaLight}" stroke-width="6" fill="none"/><path d="M0 290 Q300 250 600 290 V400 H0z" fill="${p.sandBeach}"/>${palm(470, 330, 1.1)}${palm(540, 350, 0.8)}<path d="M180 200 l30 -70 l4 70z" fill="${p.white}"/><path d="M150 200 h80 l-10 14 h-60z" fill="${p.wood}"/>`,
  ),
  lake: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><path d="M0 200 L120 120 L220 190 L330 100 L460 190 L600 130 V220 H0z" fill="${p.grassDark}" opacity=".75"/><rect y="210" width="600" height="190" fill="${p.seaLight}"/><path d="M40 250h200M300 280h220M100 320h260" stroke="${p.white}" stroke-width="4" opacity=".6"/><g fill="${p.orange}"><ellipse cx="420" cy="330" rx="16" ry="8"/><ellipse cx="460" cy="345" rx="16" ry="8"/><ellipse cx="380" cy="350" rx="16" ry="8"/></g><g stroke="${p.orange}" stroke-width="3"><path d="M420 322v-26M460 337v-26M380 342v-26"/></g>${acacia(80, 230, 0.8)}`,
  ),
  hills: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><path d="M0 240 Q150 120 300 220 T600 180 V400 H0z" fill="${p.grass}"/><path d="M0 300 Q200 220 400 290 T600 270 V400 H0z" fill="${p.grassDark}"/><path d="M420 180 l60 -90 l60 90z" fill="${p.white}" opacity=".8"/><circle cx="110" cy="90" r="34" fill="${p.sun}"/>`,
  ),
  apartment: frame(
    `<rect width="600" height="400" fill="${p.greenSoft}"/><rect x="180" y="60" width="240" height="340" fill="${p.white}" stroke="${p.line}" stroke-width="4"/>${Array.from({ length: 12 }, (_, i) => window4(205 + (i % 3) * 70, 85 + Math.floor(i / 3) * 75, 50, 50, p.seaLight)).join('')}<rect y="380" width="600" height="20" fill="${p.grass}"/>${acacia(100, 390, 0.9)}`,
  ),
  home: frame(
    `<rect width="600" height="400" fill="${p.wallWarm}"/><rect y="320" width="600" height="80" fill="${p.grass}"/><path d="M110 190 L300 70 L490 190z" fill="${p.green}"/><rect x="140" y="190" width="320" height="140" fill="${p.white}"/>${window4(170, 220, 70, 60, p.sky)}${window4(360, 220, 70, 60, p.sky)}<rect x="270" y="240" width="60" height="90" rx="30" fill="${p.wood}"/>`,
  ),
  safari: frame(
    `<rect width="600" height="400" fill="${p.sky}"/><circle cx="480" cy="120" r="44" fill="${p.sun}"/><rect y="280" width="600" height="120" fill="${p.grass}"/><path d="M180 300 L300 170 L420 300z" fill="${p.sandBeach}"/><path d="M270 300 L300 220 L330 300z" fill="${p.wood}"/><path d="M160 300h280" stroke="${p.wood}" stroke-width="8"/>${acacia(90, 290, 1.1)}${acacia(520, 300, 0.9)}`,
  ),
  corporate: frame(
    `<rect width="600" height="400" fill="${p.skyDay}"/><g fill="${p.ink}" opacity=".85"><rect x="220" y="40" width="160" height="360"/></g><g fill="${p.seaLight}">${Array.from({ length: 24 }, (_, i) => `<rect x="${236 + (i % 4) * 36}" y="${60 + Math.floor(i / 4) * 54}" width="24" height="36"/>`).join('')}</g><rect x="40" y="220" width="150" height="180" fill="${p.green}"/><rect x="410" y="180" width="150" height="220" fill="${p.green}" opacity=".8"/>`,
  ),
} as const;

export type SceneName = keyof typeof scenes;

export function sceneImage(name: SceneName): string {
  return svgDataUri(scenes[name]);
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
    frame(
      `<circle cx="48" cy="48" r="48" fill="${tone}"/><text x="48" y="58" text-anchor="middle" font-family="Georgia, serif" font-size="34" fill="${p.white}">${initials}</text>`,
      96,
      96,
    ),
  );
}
