/**
 * Every seeded property's own photos, drawn from its parameters: a stylised SVG of each room kind
 * (living room, bedroom, kitchen, view, outside), furnished by the property's type and looking out
 * on its region (the coast's sea and palms, Nairobi's skyline and jacarandas, the Mara's savannah,
 * the Rift Valley and Victoria lakes). Deterministic: a seeded PRNG per property and per photo, so
 * every build draws byte-identical files and no two properties share a picture. Build-time only:
 * `scripts/paint-seed-photos.ts` writes them as files that the API serves as they are; the API itself
 * never loads this module (it takes the photos' paths from `photo-names.ts`).
 */
import type { PropertyType } from 'contracts';
import { photoKinds, seedPhotoPaths, slugOf, type RoomKind } from './photo-names';
import { seedProperties, type SeedProperty } from './properties';

/** What each kind shows, for the picture's title ("Living room of …"). */
const roomKindLabels: Record<RoomKind, string> = {
  'living-room': 'Living room',
  bedroom: 'Bedroom',
  kitchen: 'Kitchen',
  view: 'View',
  exterior: 'Outside',
};

/* ---------------------------------------------------------------- drawing tools */

const W = 1200;
const H = 800;
const r = (n: number): number => Math.round(n);

function prng(seedText: string): () => number {
  let seed = 2166136261;
  for (const ch of seedText) seed = Math.imul(seed ^ ch.charCodeAt(0), 16777619) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Pen {
  constructor(private readonly rand: () => number) {}
  between(a: number, b: number): number {
    return a + (b - a) * this.rand();
  }
  int(a: number, b: number): number {
    return Math.floor(this.between(a, b + 1));
  }
  pick<T>(list: readonly T[]): T {
    return list[Math.floor(this.rand() * list.length)] as T;
  }
  chance(p: number): boolean {
    return this.rand() < p;
  }
}

/** Mixes two #rrggbb colours: t = 0 is a, 1 is b. */
function mix(a: string, b: string, t: number): string {
  const ca = parseInt(a.slice(1), 16);
  const cb = parseInt(b.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((ca >> shift) & 255) * (1 - t) + ((cb >> shift) & 255) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}
const shade = (c: string, t: number) => mix(c, '#1e1a16', t);
const tint = (c: string, t: number) => mix(c, '#ffffff', t);

const poly = (points: number[][], fill: string, extra = '') =>
  `<path d="M${points.map(([x, y]) => `${r(x as number)} ${r(y as number)}`).join('L')}Z" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
const circle = (x: number, y: number, radius: number, fill: string, extra = '') =>
  `<circle cx="${r(x)}" cy="${r(y)}" r="${r(radius)}" fill="${fill}"${extra}/>`;
const ellipse = (x: number, y: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${r(x)}" cy="${r(y)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
const gradient = (id: string, stops: string[], horizontal = false) =>
  `<linearGradient id="${id}" x2="${horizontal ? 1 : 0}" y2="${horizontal ? 0 : 1}">${stops
    .map((c, i) => `<stop offset="${r((i / (stops.length - 1)) * 100)}%" stop-color="${c}"/>`)
    .join('')}</linearGradient>`;

/* ---------------------------------------------------------------- light and region */

type Time = 'morning' | 'midday' | 'golden' | 'dusk';
interface Sky {
  top: string;
  low: string;
  sun: string;
  haze: string;
  light: string;
}
const skies: Record<Time, Sky> = {
  morning: { top: '#8fbfe0', low: '#f7e4c8', sun: '#fff6dc', haze: '#d9dfe0', light: '#fff3d9' },
  midday: { top: '#4f9fd6', low: '#cfe8f4', sun: '#fffdf0', haze: '#c9dce6', light: '#fffbea' },
  golden: { top: '#e98f4e', low: '#fbdca0', sun: '#fff0c0', haze: '#e9b98a', light: '#ffe2a8' },
  dusk: { top: '#343d6e', low: '#ef8a63', sun: '#ffcf8a', haze: '#8b6f8a', light: '#ffc98a' },
};

type Setting = 'skyline' | 'garden' | 'park' | 'sea' | 'victoria' | 'naivasha' | 'flamingo' | 'crater' | 'savannah';

/** The landscape a property looks out on, by where it is. */
function settingOf(p: SeedProperty): Setting {
  const area = p.area.toLowerCase();
  if (['Mombasa', 'Kwale', 'Kilifi'].includes(p.county)) return 'sea';
  if (p.city === 'Maasai Mara') return 'savannah';
  if (p.city === 'Kisumu') return 'victoria';
  if (p.city === 'Naivasha') return 'naivasha';
  if (area.includes('national park')) return 'flamingo';
  if (p.city === 'Nakuru') return 'crater';
  if (area === 'langata') return 'park';
  if (['karen', 'lavington', 'runda', 'gigiri'].includes(area)) return 'garden';
  return 'skyline';
}

/* ---------------------------------------------------------------- landscapes */

function ridge(pen: Pen, y: number, amp: number, fill: string, steps = 6): string {
  let d = `M0 ${H}L0 ${r(y - pen.between(0, amp))}`;
  let px = 0;
  for (let i = 1; i <= steps; i += 1) {
    const x = (W / steps) * i;
    const ny = y - pen.between(0, amp);
    d += `Q${r((px + x) / 2)} ${r(ny - amp * 0.5)} ${r(x)} ${r(ny)}`;
    px = x;
  }
  return `<path d="${d}L${W} ${H}Z" fill="${fill}"/>`;
}

function acacia(x: number, ground: number, s: number, fill: string): string {
  const h = 150 * s;
  return (
    `<path d="M${r(x - 5 * s)} ${r(ground)}L${r(x - 2 * s)} ${r(ground - h * 0.7)}L${r(x - 40 * s)} ${r(ground - h)}L${r(x - 34 * s)} ${r(ground - h)}L${r(x + 2 * s)} ${r(ground - h * 0.75)}L${r(x + 36 * s)} ${r(ground - h)}L${r(x + 42 * s)} ${r(ground - h)}L${r(x + 5 * s)} ${r(ground - h * 0.68)}L${r(x + 6 * s)} ${r(ground)}Z" fill="${fill}"/>` +
    ellipse(x, ground - h - 8 * s, 120 * s, 20 * s, fill) +
    ellipse(x - 40 * s, ground - h - 22 * s, 60 * s, 13 * s, fill) +
    ellipse(x + 45 * s, ground - h - 18 * s, 55 * s, 12 * s, fill)
  );
}

function palm(pen: Pen, x: number, ground: number, s: number, fill: string): string {
  const lean = pen.between(-50, 50) * s;
  const tx = x + lean;
  const ty = ground - 300 * s;
  let out = `<path d="M${r(x - 8 * s)} ${r(ground)}Q${r(x + lean * 0.1)} ${r(ground - 180 * s)} ${r(tx)} ${r(ty)}l${r(9 * s)} 4Q${r(x + lean * 0.1 + 14 * s)} ${r(ground - 180 * s)} ${r(x + 8 * s)} ${r(ground)}Z" fill="${fill}"/>`;
  for (let i = 0; i < 7; i += 1) {
    const a = (Math.PI * 2 * i) / 7 + pen.between(-0.2, 0.2);
    const len = pen.between(100, 140) * s;
    const ex = tx + Math.cos(a) * len;
    const ey = ty + Math.sin(a) * len * 0.5 + 34 * s;
    const cx = tx + Math.cos(a) * len * 0.5;
    const cy = ty + Math.sin(a) * len * 0.2 - 26 * s;
    out += `<path d="M${r(tx)} ${r(ty)}Q${r(cx)} ${r(cy)} ${r(ex)} ${r(ey)}Q${r(cx)} ${r(cy + 20 * s)} ${r(tx)} ${r(ty + 8 * s)}Z" fill="${fill}"/>`;
  }
  return out;
}

/** A round-crowned tree: jacaranda in blossom, or a plain green one. */
function roundTree(pen: Pen, x: number, ground: number, s: number, crown: string, trunk: string): string {
  let out = rect(x - 7 * s, ground - 120 * s, 14 * s, 120 * s, trunk);
  for (let i = 0; i < 5; i += 1) {
    out += circle(
      x + pen.between(-60, 60) * s,
      ground - 140 * s - pen.between(0, 70) * s,
      pen.between(42, 62) * s,
      crown,
    );
  }
  return out + circle(x, ground - 160 * s, 55 * s, tint(crown, 0.15));
}

function giraffe(x: number, ground: number, s: number, fill: string): string {
  return `<path d="M${r(x)} ${r(ground)}l${r(4 * s)} ${r(-46 * s)}l${r(-2 * s)} ${r(-16 * s)}l${r(50 * s)} ${r(-4 * s)}l${r(20 * s)} ${r(-70 * s)}l${r(12 * s)} ${r(-4 * s)}l${r(2 * s)} ${r(10 * s)}l${r(-14 * s)} ${r(4 * s)}l${r(-12 * s)} ${r(70 * s)}l${r(2 * s)} ${r(60 * s)}h${r(-6 * s)}l${r(-4 * s)} ${r(-44 * s)}l${r(-36 * s)} ${r(2 * s)}l${r(-6 * s)} ${r(42 * s)}Z" fill="${fill}"/>`;
}

function elephant(x: number, ground: number, s: number, fill: string): string {
  return (
    ellipse(x, ground - 42 * s, 46 * s, 30 * s, fill) +
    circle(x + 42 * s, ground - 52 * s, 20 * s, fill) +
    `<path d="M${r(x + 56 * s)} ${r(ground - 48 * s)}q${r(10 * s)} ${r(30 * s)} ${r(2 * s)} ${r(46 * s)}h${r(-6 * s)}q${r(4 * s)} ${r(-20 * s)} ${r(-10 * s)} ${r(-38 * s)}Z" fill="${fill}"/>` +
    rect(x - 36 * s, ground - 24 * s, 14 * s, 24 * s, fill) +
    rect(x + 18 * s, ground - 24 * s, 14 * s, 24 * s, fill)
  );
}

/** The sky and land of a setting over the whole frame (1200 × 800), horizon at `horizon`. */
function landscape(
  pen: Pen,
  setting: Setting,
  time: Time,
  horizon: number,
  id: string,
): { defs: string; body: string } {
  const sky = skies[time];
  const night = time === 'dusk';
  const sunX = pen.between(180, 1020);
  const defs = gradient(`${id}s`, [sky.top, sky.low]);
  let body = rect(0, 0, W, H, `url(#${id}s)`);
  body += circle(sunX, horizon - pen.between(80, 220), pen.between(34, 56), sky.sun, ' opacity=".9"');
  if (time === 'morning' && setting === 'savannah') {
    const bx = pen.between(200, 1000);
    body += `<path d="M${r(bx - 30)} 180a34 38 0 1 1 60 0l-18 30h-24Z" fill="#e2573b"/>${rect(bx - 10, 216, 20, 14, '#6b4428')}`;
  }
  const far = mix(sky.haze, '#4d5b4a', 0.35);
  const land = { grass: '#b9a15a', dry: '#cfb274', green: '#6f8f4a', deep: '#3f5a35' };
  const dim = (c: string) =>
    night ? shade(mix(c, sky.top, 0.25), 0.35) : time === 'golden' ? mix(c, '#e0a050', 0.2) : c;
  switch (setting) {
    case 'skyline': {
      body += ridge(pen, horizon - 40, 40, mix(far, sky.low, 0.4), 5);
      let x = pen.between(-40, 0);
      while (x < W) {
        const w = pen.between(60, 130);
        const h = pen.between(80, 300);
        const c = dim(pen.pick(['#6c7a89', '#7d8a96', '#5d6b79', '#8a96a0']));
        body += rect(x, horizon - h, w, h + 40, c);
        if (pen.chance(0.5)) {
          let windows = '';
          for (let y = horizon - h + 14; y < horizon - 10; y += 26) windows += `M${r(x + 8)} ${r(y)}h${r(w - 16)}`;
          body += `<path d="${windows}" stroke="${night ? '#ffd27a' : tint(c, 0.35)}" stroke-width="8" opacity=".7"/>`;
        }
        x += w + pen.between(4, 24);
      }
      // Sometimes the conference tower's saucer and cone, a landmark of the skyline.
      const kx = pen.between(250, 950);
      const kc = dim('#b06a4a');
      if (pen.chance(0.3))
        body +=
          rect(kx - 22, horizon - 330, 44, 330, kc) +
          ellipse(kx, horizon - 330, 62, 12, kc) +
          poly(
            [
              [kx - 30, horizon - 336],
              [kx, horizon - 372],
              [kx + 30, horizon - 336],
            ],
            shade(kc, 0.2),
          );
      body += rect(0, horizon, W, H - horizon, dim('#5f6f55'));
      body += roundTree(pen, pen.pick([90, 1100]), horizon + 150, 1.2, dim('#8e6bbf'), '#4a3a2e');
      break;
    }
    case 'garden':
    case 'park': {
      // The Ngong hills' knuckles on the horizon.
      body += `<path d="M0 ${horizon}Q200 ${horizon - 40} 380 ${horizon - 60}Q440 ${horizon - 100} 500 ${horizon - 70}Q560 ${horizon - 110} 620 ${horizon - 72}Q680 ${horizon - 105} 740 ${horizon - 66}Q800 ${horizon - 90} 860 ${horizon - 50}Q1000 ${horizon - 20} 1200 ${horizon}V${H}H0Z" fill="${dim(mix(far, '#5f7a6a', 0.3))}"/>`;
      body += rect(0, horizon, W, H - horizon, dim(setting === 'park' ? land.dry : land.green));
      if (setting === 'park') {
        body += acacia(pen.between(150, 450), horizon + 50, 0.8, dim('#3c4a2a'));
        body += giraffe(pen.between(600, 900), horizon + 60, 0.9, dim('#8a5a32'));
        body += `<g opacity=".5">${rect(900, horizon - 90, 30, 90, '#6c7a89')}${rect(940, horizon - 60, 40, 60, '#6c7a89')}${rect(990, horizon - 120, 26, 120, '#6c7a89')}</g>`;
      } else {
        for (let i = 0; i < 4; i += 1) {
          const tx = pen.between(80, 1120);
          body += roundTree(
            pen,
            tx,
            horizon + pen.between(40, 120),
            pen.between(0.7, 1.1),
            dim(i % 2 ? '#8e6bbf' : '#4f7a3f'),
            '#4a3a2e',
          );
        }
      }
      break;
    }
    case 'sea': {
      body += rect(0, horizon, W, H - horizon, dim(pen.pick(['#1f8fb0', '#2a7fa8', '#13a3b0'])));
      body += ellipse(sunX, horizon + 60, 30, 120, sky.sun, ' opacity=".25"');
      let waves = '';
      for (let i = 0; i < 7; i += 1)
        waves += `M${r(pen.between(0, 900))} ${r(horizon + 24 + i * 26)}h${r(pen.between(80, 260))}`;
      body += `<path d="${waves}" stroke="#fff" stroke-width="3" opacity=".35"/>`;
      const dx = pen.between(200, 900);
      const dy = horizon + pen.between(20, 60);
      body += `<path d="M${r(dx)} ${r(dy)}h90l-14 14h-64Z" fill="#4a3426"/><path d="M${r(dx + 40)} ${r(dy - 4)}L${r(dx + 42)} ${r(dy - 90)}L${r(dx + 96)} ${r(dy - 8)}Z" fill="#f7f1e3"/>`;
      const shore = horizon + pen.between(150, 220);
      body += `<path d="M0 ${r(shore)}Q${r(W * 0.4)} ${r(shore - 40)} ${W * 0.7} ${r(shore + 10)}T${W} ${r(shore - 16)}V${H}H0Z" fill="${dim('#efd9a7')}"/>`;
      body += palm(pen, pen.between(40, 260), H - 20, pen.between(0.9, 1.2), dim('#24452c'));
      body += palm(pen, pen.between(900, 1160), H - 10, pen.between(0.8, 1.1), dim('#2e5a34'));
      break;
    }
    case 'victoria':
    case 'naivasha':
    case 'flamingo': {
      const hills = setting === 'flamingo' ? '#6a6a52' : setting === 'naivasha' ? '#6f7a62' : '#7c8a86';
      body += ridge(pen, horizon, setting === 'victoria' ? 20 : 90, dim(mix(far, hills, 0.5)), 5);
      const water = setting === 'victoria' ? '#4f86a6' : setting === 'naivasha' ? '#6a9aa0' : '#7fa7a8';
      body += rect(0, horizon, W, H - horizon, dim(water));
      body += ellipse(sunX, horizon + 50, 26, 100, sky.sun, ' opacity=".3"');
      let ripples = '';
      for (let i = 0; i < 6; i += 1)
        ripples += `M${r(pen.between(0, 1000))} ${r(horizon + 20 + i * 24)}h${r(pen.between(60, 200))}`;
      body += `<path d="${ripples}" stroke="#fff" stroke-width="3" opacity=".3"/>`;
      if (setting === 'flamingo') {
        let flock = '';
        for (let i = 0; i < 26; i += 1)
          flock += `M${r(pen.between(300, 1100))} ${r(horizon + pen.between(30, 110))}h14`;
        body += `<path d="${flock}" stroke="#f29bb0" stroke-width="9" stroke-linecap="round"/>`;
      } else {
        const bx = pen.between(250, 850);
        const by = horizon + pen.between(40, 100);
        body += `<path d="M${r(bx)} ${r(by)}h110q-12 18 -55 20q-43 -2 -55 -20Z" fill="#5a4032"/><path d="M${r(bx + 50)} ${r(by)}v-44" stroke="#3d3d3d" stroke-width="3"/>`;
        if (setting === 'naivasha')
          body += ellipse(bx + 220, by + 40, 24, 9, '#5b4d4a') + circle(bx + 236, by + 34, 7, '#5b4d4a');
      }
      const shore = H - pen.between(60, 110);
      body += `<path d="M0 ${r(shore)}Q300 ${r(shore - 40)} 600 ${r(shore + 5)}T${W} ${r(shore - 10)}V${H}H0Z" fill="${dim(setting === 'victoria' ? '#7d8c4a' : '#9a9a56')}"/>`;
      if (setting === 'naivasha') body += acacia(pen.between(900, 1100), shore + 20, 1, dim('#8f9a3a'));
      else body += acacia(pen.between(60, 300), shore + 20, 0.9, dim('#3c4a2a'));
      let reeds = '';
      for (let i = 0; i < 14; i += 1)
        reeds += `M${r(pen.between(0, 1200))} ${H}q${r(pen.between(-14, 14))} -50 ${r(pen.between(-20, 20))} ${r(-pen.between(60, 130))}`;
      body += `<path d="${reeds}" stroke="${dim('#3f6a35')}" stroke-width="6" fill="none"/>`;
      break;
    }
    case 'crater': {
      body += `<path d="M0 ${horizon}Q300 ${horizon - 30} 420 ${horizon - 90}H820Q920 ${horizon - 40} ${W} ${horizon - 20}V${H}H0Z" fill="${dim(mix(far, '#6a7a5a', 0.4))}"/>`;
      body += rect(0, horizon, W, H - horizon, dim(land.green));
      const fields = ['#8fa34f', '#c2b15e', '#6f8f4a', '#a8b86a', '#d1bb6e'];
      for (let i = 0; i < 7; i += 1) {
        const y = horizon + i * 50;
        body += poly(
          [
            [pen.between(-200, 400), y],
            [pen.between(700, 1300), y],
            [pen.between(700, 1400), y + 50],
            [pen.between(-300, 400), y + 50],
          ],
          dim(pen.pick(fields)),
          ' opacity=".8"',
        );
      }
      body += roundTree(pen, pen.between(100, 400), horizon + 220, 1, dim('#4f7a3f'), '#4a3a2e');
      break;
    }
    case 'savannah': {
      body += ridge(pen, horizon - 20, 60, dim(mix(far, '#7a6a52', 0.3)), 4);
      body += rect(0, horizon, W, H - horizon, dim(land.grass));
      body += `<path d="M0 ${horizon + 80}Q600 ${horizon + 40} ${W} ${horizon + 90}V${H}H0Z" fill="${dim(land.dry)}"/>`;
      for (let i = 0; i < 3; i += 1)
        body += acacia(pen.between(60, 1140), horizon + pen.between(20, 140), pen.between(0.6, 1.3), dim('#3a3424'));
      body += pen.chance(0.5)
        ? giraffe(pen.between(200, 1000), horizon + 70, 0.9, dim('#7a4e2a'))
        : elephant(pen.between(200, 1000), horizon + 60, 1, dim('#6e6660'));
      let herd = '';
      for (let i = 0; i < 12; i += 1) herd += `M${r(pen.between(100, 1100))} ${r(horizon + pen.between(10, 40))}h10`;
      body += `<path d="${herd}" stroke="${dim('#3a2e24')}" stroke-width="8" stroke-linecap="round"/>`;
      break;
    }
  }
  return { defs, body };
}

/* ---------------------------------------------------------------- rooms in perspective */

interface Look {
  wall: string;
  side: string;
  floor: string;
  floorLine: string;
  ceiling: string;
  cloth: string;
  accent: string;
  wood: string;
  metal: string;
  rug: string;
  tiles: boolean;
}

/** Each type's furnishing palettes; a property takes one for all its rooms. */
const looks: Record<PropertyType, Look[]> = {
  apartments: [
    {
      wall: '#f1ece4',
      side: '#e2dbd0',
      floor: '#c49a6c',
      floorLine: '#a9804f',
      ceiling: '#f8f5f0',
      cloth: '#2f6f73',
      accent: '#e0a03a',
      wood: '#8a5a3b',
      metal: '#2b2b2b',
      rug: '#d8c7a8',
      tiles: false,
    },
    {
      wall: '#e7eef0',
      side: '#d6e0e3',
      floor: '#b88a5e',
      floorLine: '#9a7048',
      ceiling: '#f4f8f9',
      cloth: '#c45d3c',
      accent: '#f2c14e',
      wood: '#6b4a32',
      metal: '#333',
      rug: '#5d7f8f',
      tiles: false,
    },
    {
      wall: '#f3e9dc',
      side: '#e6d8c6',
      floor: '#9c7352',
      floorLine: '#80593c',
      ceiling: '#faf5ee',
      cloth: '#5a6e3a',
      accent: '#d9822b',
      wood: '#5b3f2a',
      metal: '#3a3a3a',
      rug: '#c9a77c',
      tiles: false,
    },
  ],
  corporate: [
    {
      wall: '#e9ebee',
      side: '#d8dce1',
      floor: '#7d6450',
      floorLine: '#64503f',
      ceiling: '#f5f6f8',
      cloth: '#2b3a55',
      accent: '#c9a24b',
      wood: '#4a3628',
      metal: '#8c8c8c',
      rug: '#a7adb5',
      tiles: false,
    },
    {
      wall: '#efeae6',
      side: '#dfd8d2',
      floor: '#a89a8c',
      floorLine: '#8f8275',
      ceiling: '#f7f5f3',
      cloth: '#4b5563',
      accent: '#b4553a',
      wood: '#3d2e24',
      metal: '#b8a27a',
      rug: '#d9d2c8',
      tiles: true,
    },
    {
      wall: '#e3e8e6',
      side: '#d2d9d6',
      floor: '#8e7058',
      floorLine: '#735a46',
      ceiling: '#f3f6f5',
      cloth: '#35524a',
      accent: '#d6b370',
      wood: '#4e3a2c',
      metal: '#6d6d6d',
      rug: '#bfc8c4',
      tiles: false,
    },
  ],
  homes: [
    {
      wall: '#f2e3cc',
      side: '#e5d3b8',
      floor: '#b5653f',
      floorLine: '#9a5232',
      ceiling: '#f9efe0',
      cloth: '#6b7f3a',
      accent: '#c8553d',
      wood: '#7a4a2c',
      metal: '#3b2f25',
      rug: '#e2b96f',
      tiles: true,
    },
    {
      wall: '#eee6d8',
      side: '#ddd2c0',
      floor: '#a47a52',
      floorLine: '#86613f',
      ceiling: '#f8f3ea',
      cloth: '#7b4b6a',
      accent: '#e3a857',
      wood: '#5e3b25',
      metal: '#2d2d2d',
      rug: '#b5534a',
      tiles: false,
    },
    {
      wall: '#e8efe4',
      side: '#d6e0d0',
      floor: '#c29263',
      floorLine: '#a2764c',
      ceiling: '#f5f8f1',
      cloth: '#c46a3b',
      accent: '#3f6e8c',
      wood: '#7b5434',
      metal: '#333',
      rug: '#d9c49a',
      tiles: false,
    },
  ],
  beach: [
    {
      wall: '#fbf8f1',
      side: '#ece6da',
      floor: '#d9c3a0',
      floorLine: '#c2aa84',
      ceiling: '#b89563',
      cloth: '#1f7a8c',
      accent: '#f08a4b',
      wood: '#a07a52',
      metal: '#6b5a45',
      rug: '#e8dcc2',
      tiles: true,
    },
    {
      wall: '#f6f1e8',
      side: '#e6dfd1',
      floor: '#e2d6c2',
      floorLine: '#cbbca4',
      ceiling: '#c4a170',
      cloth: '#2d5d8a',
      accent: '#e4b34c',
      wood: '#8b6240',
      metal: '#5a4a38',
      rug: '#4f8fa6',
      tiles: true,
    },
    {
      wall: '#f4ede2',
      side: '#e4dacb',
      floor: '#cfa97c',
      floorLine: '#b48e62',
      ceiling: '#b08a5a',
      cloth: '#d9674a',
      accent: '#2f8f9d',
      wood: '#7a5434',
      metal: '#4a3a2a',
      rug: '#efe4cc',
      tiles: false,
    },
  ],
  safari: [
    {
      wall: '#e6d7b8',
      side: '#d6c4a0',
      floor: '#7a5236',
      floorLine: '#5e3e28',
      ceiling: '#d9c7a2',
      cloth: '#b3362c',
      accent: '#2e5f8a',
      wood: '#5a3a22',
      metal: '#8a6a3a',
      rug: '#c9a66b',
      tiles: false,
    },
    {
      wall: '#ece0c4',
      side: '#dbcca9',
      floor: '#8a6142',
      floorLine: '#6c4a31',
      ceiling: '#e0d1ae',
      cloth: '#c9482f',
      accent: '#3a6b4a',
      wood: '#4e3220',
      metal: '#9a7a44',
      rug: '#8a3a2a',
      tiles: false,
    },
  ],
};

interface Room {
  pen: Pen;
  vx: number;
  vy: number;
  s: number;
  look: Look;
}

/** A point in the picture plane (floor at y = 800) pushed back to depth t (0: back wall, 1: picture plane). */
function at(room: Room, x: number, y: number, t: number): number[] {
  const k = room.s + (1 - room.s) * t;
  return [room.vx + k * (x - room.vx), room.vy + k * (y - room.vy)];
}

/** A box from x0 to x1, yTop to yBottom (picture-plane units), depth t0 (back) to t1 (front). */
function box(
  room: Room,
  x0: number,
  x1: number,
  yTop: number,
  yBottom: number,
  t0: number,
  t1: number,
  fill: string,
): string {
  const p = (x: number, y: number, t: number) => at(room, x, y, t);
  let out = '';
  if (x1 < room.vx)
    out += poly([p(x1, yTop, t0), p(x1, yTop, t1), p(x1, yBottom, t1), p(x1, yBottom, t0)], shade(fill, 0.25));
  if (x0 > room.vx)
    out += poly([p(x0, yTop, t0), p(x0, yTop, t1), p(x0, yBottom, t1), p(x0, yBottom, t0)], shade(fill, 0.25));
  if (yTop > room.vy)
    out += poly([p(x0, yTop, t0), p(x1, yTop, t0), p(x1, yTop, t1), p(x0, yTop, t1)], tint(fill, 0.18));
  if (yBottom < room.vy)
    out += poly([p(x0, yBottom, t0), p(x1, yBottom, t0), p(x1, yBottom, t1), p(x0, yBottom, t1)], shade(fill, 0.15));
  const [fx0, fy0] = p(x0, yTop, t1) as [number, number];
  const [fx1, fy1] = p(x1, yBottom, t1) as [number, number];
  return out + rect(fx0, fy0, fx1 - fx0, fy1 - fy0, fill);
}

/** A flat shape on the floor (a rug, a patch of sun) from depth t0 to t1. */
function onFloor(room: Room, x0: number, x1: number, t0: number, t1: number, fill: string, extra = ''): string {
  return poly([at(room, x0, H, t0), at(room, x1, H, t0), at(room, x1, H, t1), at(room, x0, H, t1)], fill, extra);
}

/** A shadow under a piece of furniture. */
const shadow = (room: Room, x0: number, x1: number, t0: number, t1: number) =>
  onFloor(room, x0 - 10, x1 + 10, t0, t1, '#000', ' opacity=".12"');

function roomShell(room: Room, safari: boolean): string {
  const { look } = room;
  const c = (x: number, y: number) => at(room, x, y, 0);
  const [L, T] = c(0, 0) as [number, number];
  const [R, F] = c(W, H) as [number, number];
  let out = poly(
    [
      [0, 0],
      [W, 0],
      [R, T],
      [L, T],
    ],
    look.ceiling,
  );
  out += poly(
    [
      [0, 0],
      [L, T],
      [L, F],
      [0, H],
    ],
    look.side,
  );
  out += poly(
    [
      [W, 0],
      [R, T],
      [R, F],
      [W, H],
    ],
    shade(look.side, 0.06),
  );
  out += rect(L, T, R - L, F - T, look.wall);
  out += poly(
    [
      [L, F],
      [R, F],
      [W, H],
      [0, H],
    ],
    look.floor,
  );
  let lines = '';
  if (look.tiles) {
    for (let i = -6; i <= 18; i += 1) {
      const [x0, y0] = at(room, i * 100, H, 0) as [number, number];
      const [x1, y1] = at(room, i * 100, H, 1) as [number, number];
      lines += `M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`;
    }
    for (const t of [0.12, 0.27, 0.45, 0.68]) {
      const [, y] = at(room, 0, H, t) as [number, number];
      lines += `M0 ${r(y)}H${W}`;
    }
  } else {
    for (let i = -8; i <= 22; i += 1) {
      const [x0, y0] = at(room, i * 70, H, 0) as [number, number];
      const [x1, y1] = at(room, i * 70, H, 1) as [number, number];
      lines += `M${r(x0)} ${r(y0)}L${r(x1)} ${r(y1)}`;
    }
  }
  out += `<path d="${lines}" stroke="${look.floorLine}" stroke-width="2" opacity=".6"/>`;
  if (safari) {
    // Canvas: a ridge pole and the seams of the roof.
    out += `<path d="M${r(room.vx)} 0L${r(room.vx)} ${r(T)}M${r(L)} ${r(T)}L${r(room.vx)} ${r(T - 40)}L${r(R)} ${r(T)}" stroke="${room.look.wood}" stroke-width="10" fill="none"/>`;
    out += `<path d="M${r(W * 0.25)} 0L${r(L)} ${r(T)}M${r(W * 0.75)} 0L${r(R)} ${r(T)}" stroke="${shade(look.ceiling, 0.15)}" stroke-width="4"/>`;
  } else if (parseInt(look.ceiling.slice(1, 3), 16) < 0xe0) {
    // A makuti or timber ceiling gets beams.
    let beams = '';
    for (const t of [0.15, 0.45, 0.8]) {
      const [x0, y] = at(room, 0, 0, t) as [number, number];
      const [x1] = at(room, W, 0, t) as [number, number];
      beams += `M${r(x0)} ${r(y)}H${r(x1)}`;
    }
    out += `<path d="${beams}" stroke="${shade(look.ceiling, 0.35)}" stroke-width="12"/>`;
  }
  out += `<path d="M${r(L)} ${r(F)}H${r(R)}" stroke="${shade(look.wall, 0.18)}" stroke-width="6"/>`;
  return out;
}

/** A window in the back wall (x, y, w, h in picture-plane units) looking out on the region. */
function backWindow(
  room: Room,
  x: number,
  y: number,
  w: number,
  h: number,
  view: { defs: string; body: string },
  id: string,
  frame = '#ffffff',
): { defs: string; body: string } {
  const [X, Y] = at(room, x, y, 0) as [number, number];
  const [X1, Y1] = at(room, x + w, y + h, 0) as [number, number];
  // The landscape covers the window, centred, cut at the sides when the window is tall.
  const k = Math.max((X1 - X) / W, (Y1 - Y) / H);
  const ox = X - (W * k - (X1 - X)) / 2;
  const oy = Y - (H * k - (Y1 - Y)) / 2;
  const defs = `<clipPath id="${id}"><rect x="${r(X)}" y="${r(Y)}" width="${r(X1 - X)}" height="${r(Y1 - Y)}"/></clipPath>`;
  let body = `<g clip-path="url(#${id})"><g transform="translate(${r(ox)} ${r(oy)}) scale(${k.toFixed(3)})">${view.body}</g></g>`;
  const mid = (X + X1) / 2;
  body += `<path d="M${r(X)} ${r(Y)}H${r(X1)}V${r(Y1)}H${r(X)}ZM${r(mid)} ${r(Y)}V${r(Y1)}" stroke="${frame}" stroke-width="10" fill="none"/>`;
  body += rect(X - 14, Y1, X1 - X + 28, 10, shade(room.look.wall, 0.1));
  return { defs: view.defs + defs, body };
}

function curtains(room: Room, x: number, y: number, w: number, h: number): string {
  const [X, Y] = at(room, x, y - 20, 0) as [number, number];
  const [X1, Y1] = at(room, x + w, y + h + 40, 0) as [number, number];
  const c = room.look.accent;
  return (
    `<path d="M${r(X - 50)} ${r(Y)}H${r(X1 + 50)}" stroke="${room.look.metal}" stroke-width="5"/>` +
    `<path d="M${r(X - 44)} ${r(Y)}h56q-12 ${r((Y1 - Y) / 2)} 6 ${r(Y1 - Y)}h-66q10 ${r((Y1 - Y) * -0.5)} 4 ${r(Y - Y1)}Z" fill="${c}" opacity=".9"/>` +
    `<path d="M${r(X1 + 44)} ${r(Y)}h-56q12 ${r((Y1 - Y) / 2)} -6 ${r(Y1 - Y)}h66q-10 ${r((Y1 - Y) * -0.5)} -4 ${r(Y - Y1)}Z" fill="${c}" opacity=".9"/>`
  );
}

/** A framed picture on the back wall: blocks of colour, or the Maasai shuka's check. */
function wallArt(room: Room, x: number, y: number, w: number, h: number): string {
  const [X, Y] = at(room, x, y, 0) as [number, number];
  const [X1, Y1] = at(room, x + w, y + h, 0) as [number, number];
  const { pen, look } = room;
  let out = rect(X - 6, Y - 6, X1 - X + 12, Y1 - Y + 12, look.wood) + rect(X, Y, X1 - X, Y1 - Y, tint(look.wall, 0.5));
  const style = pen.int(0, 2);
  if (style === 0)
    out +=
      circle((X + X1) / 2, (Y + Y1) / 2 - 6, (Y1 - Y) * 0.26, look.accent) +
      rect(X, Y + (Y1 - Y) * 0.62, X1 - X, (Y1 - Y) * 0.38, look.cloth, ' opacity=".8"');
  else if (style === 1)
    out +=
      rect(X + 10, Y + 10, (X1 - X) * 0.45, Y1 - Y - 20, look.cloth) +
      rect(X + (X1 - X) * 0.55, Y + (Y1 - Y) * 0.4, (X1 - X) * 0.35, (Y1 - Y) * 0.5, look.accent);
  else
    out +=
      `<path d="M${r(X)} ${r(Y1)}Q${r((X + X1) / 2)} ${r(Y)} ${r(X1)} ${r(Y1)}Z" fill="${look.cloth}"/>` +
      circle(X1 - 20, Y + 20, 10, look.accent);
  return out;
}

function plant(room: Room, x: number, t: number, size = 1): string {
  const [px, py] = at(room, x, H, t) as [number, number];
  const k = room.s + (1 - room.s) * t;
  const s = k * size;
  let leaves = '';
  for (let i = 0; i < 7; i += 1) {
    const a = -Math.PI / 2 + (i - 3) * 0.38;
    leaves += `<path d="M${r(px)} ${r(py - 70 * s)}q${r(Math.cos(a) * 60 * s)} ${r(Math.sin(a) * 40 * s - 20 * s)} ${r(Math.cos(a) * 110 * s)} ${r(Math.sin(a) * 150 * s)}" />`;
  }
  return (
    `<g stroke="#3f7a46" stroke-width="${r(16 * s)}" stroke-linecap="round" fill="none">${leaves}</g>` +
    poly(
      [
        [px - 36 * s, py - 80 * s],
        [px + 36 * s, py - 80 * s],
        [px + 26 * s, py],
        [px - 26 * s, py],
      ],
      mix(room.look.rug, '#b5653f', 0.5),
    )
  );
}

function lamp(room: Room, x: number, t: number, height: number): string {
  const [px, py] = at(room, x, H, t) as [number, number];
  const k = room.s + (1 - room.s) * t;
  const top = py - height * k;
  return (
    `<path d="M${r(px)} ${r(py)}V${r(top)}" stroke="${room.look.metal}" stroke-width="${r(6 * k)}"/>` +
    poly(
      [
        [px - 40 * k, top],
        [px + 40 * k, top],
        [px + 28 * k, top - 60 * k],
        [px - 28 * k, top - 60 * k],
      ],
      '#f6e7bf',
    ) +
    ellipse(px, py, 30 * k, 6 * k, room.look.metal)
  );
}

function pendant(room: Room, x: number, t: number, drop: number, fill: string): string {
  const [px, py] = at(room, x, 0, t) as [number, number];
  const k = room.s + (1 - room.s) * t;
  const y = py + drop * k;
  return (
    `<path d="M${r(px)} ${r(py)}V${r(y)}" stroke="#333" stroke-width="2"/>` +
    `<path d="M${r(px - 34 * k)} ${r(y + 30 * k)}Q${r(px)} ${r(y - 30 * k)} ${r(px + 34 * k)} ${r(y + 30 * k)}Z" fill="${fill}"/>` +
    circle(px, y + 30 * k, 8 * k, '#fff3c4')
  );
}

/** The sun's patch on the floor, below a window at x..x + w. */
const sunPatch = (room: Room, x: number, w: number, light: string) =>
  onFloor(room, x + 60, x + w + 160, 0.05, 0.55, light, ' opacity=".28"');

/* ---------------------------------------------------------------- the five kinds */

interface Photo {
  defs: string;
  body: string;
}

interface Context {
  property: SeedProperty;
  pen: Pen;
  look: Look;
  setting: Setting;
  time: Time;
  /** The property's feature-wall colour. */
  paint: string;
  id: string;
}

function newRoom(ctx: Context): Room {
  const { pen } = ctx;
  // A painted back wall in some rooms, the property's own colour.
  const look = ctx.property.type !== 'safari' && pen.chance(0.5) ? { ...ctx.look, wall: ctx.paint } : ctx.look;
  return { pen, vx: pen.between(500, 700), vy: pen.between(330, 390), s: pen.between(0.68, 0.76), look };
}

function livingRoom(ctx: Context): Photo {
  const room = newRoom(ctx);
  const { pen, look } = room;
  const safari = ctx.property.type === 'safari';
  let defs = '';
  let body = roomShell(room, safari);
  const windowLeft = pen.chance(0.5);
  const wx = windowLeft ? pen.between(60, 180) : pen.between(640, 760);
  const ww = pen.between(380, 460);
  const view = landscape(pen, ctx.setting, ctx.time, pen.between(380, 460), `${ctx.id}v`);
  const win = backWindow(room, wx, 130, ww, 420, view, `${ctx.id}w`, safari ? look.wood : '#ffffff');
  defs += win.defs;
  body += win.body + (safari ? '' : curtains(room, wx, 130, ww, 420));
  const sofaX = windowLeft ? pen.between(600, 700) : pen.between(90, 200);
  const sofaW = pen.between(430, 520);
  body += wallArt(room, sofaX + sofaW * 0.2, 200, sofaW * 0.6, 190);
  body += sunPatch(room, wx, ww, skies[ctx.time].light);
  body += onFloor(room, sofaX - 80, sofaX + sofaW + 80, 0.18, 0.62, look.rug);
  if (safari) body += onFloor(room, sofaX - 60, sofaX + sofaW + 60, 0.26, 0.54, look.cloth, ' opacity=".45"');
  body += shadow(room, sofaX, sofaX + sofaW, 0.02, 0.22);
  body += box(room, sofaX, sofaX + sofaW, 560, 740, 0.02, 0.06, look.cloth);
  body += box(room, sofaX, sofaX + sofaW, 660, H, 0.06, 0.22, shade(look.cloth, 0.05));
  body += box(room, sofaX - 30, sofaX + 40, 620, H, 0.04, 0.22, shade(look.cloth, 0.1));
  body += box(room, sofaX + sofaW - 40, sofaX + sofaW + 30, 620, H, 0.04, 0.22, shade(look.cloth, 0.1));
  for (let i = 0; i < 3; i += 1) {
    const [cx, cy] = at(room, sofaX + 70 + i * (sofaW - 140) * 0.5, 610, 0.07) as [number, number];
    body += `<rect x="${r(cx - 36)}" y="${r(cy - 22)}" width="72" height="52" rx="12" fill="${i === 1 ? look.accent : tint(look.cloth, 0.55)}"/>`;
  }
  body += box(room, sofaX + sofaW * 0.22, sofaX + sofaW * 0.78, 720, H, 0.34, 0.46, look.wood);
  const [bx, by] = at(room, sofaX + sofaW * 0.4, 720, 0.4) as [number, number];
  body += ellipse(bx, by - 6, 22, 8, look.accent) + rect(bx + 40, by - 30, 46, 24, tint(look.cloth, 0.3));
  const sideX = windowLeft ? sofaX - 120 : sofaX + sofaW + 80;
  body += pen.chance(0.5) ? plant(room, sideX, 0.15) : lamp(room, sideX, 0.12, 420);
  if (ctx.property.type === 'corporate' || pen.chance(0.3)) {
    // A desk by the window: a place to work.
    const dx = wx + ww * 0.2;
    body +=
      box(room, dx, dx + 300, 600, H, 0.05, 0.16, look.wood) +
      box(room, dx + 100, dx + 200, 540, 600, 0.08, 0.09, '#2f3b45');
  } else {
    // An armchair turned to the room.
    const ax = windowLeft ? 60 : 940;
    const chairCloth = tint(look.cloth, 0.25);
    body += shadow(room, ax, ax + 200, 0.3, 0.52);
    body += box(room, ax, ax + 200, 560, 720, 0.3, 0.34, chairCloth);
    body += box(room, ax, ax + 200, 690, H, 0.34, 0.52, shade(chairCloth, 0.05));
    body += box(room, ax - 10, ax + 30, 640, H, 0.32, 0.52, shade(chairCloth, 0.12));
    body += box(room, ax + 170, ax + 210, 640, H, 0.32, 0.52, shade(chairCloth, 0.12));
  }
  return { defs, body };
}

function bedroom(ctx: Context, second: boolean): Photo {
  const room = newRoom(ctx);
  const { pen, look } = room;
  const safari = ctx.property.type === 'safari';
  const coast = ctx.setting === 'sea' || safari;
  let defs = '';
  let body = roomShell(room, safari);
  // A second bedroom often has twin beds.
  const twin = second && pen.chance(0.6);
  const bedW = twin ? 230 : second ? pen.between(380, 430) : pen.between(460, 540);
  const span = twin ? bedW * 2 + 140 : bedW;
  const windowLeft = pen.chance(0.5);
  const centre = windowLeft ? pen.between(640, 720) : pen.between(420, 520);
  const bedXs = twin ? [centre - span / 2, centre + span / 2 - bedW] : [centre - bedW / 2];
  const ww = windowLeft ? 280 : 300;
  const wx = windowLeft ? pen.between(30, 90) : Math.min(1180 - ww, centre + span / 2 + pen.between(150, 210));
  const view = landscape(pen, ctx.setting, ctx.time, pen.between(380, 460), `${ctx.id}v`);
  const win = backWindow(room, wx, 150, ww, 380, view, `${ctx.id}w`, safari ? look.wood : '#ffffff');
  defs += win.defs;
  body += win.body + (safari ? '' : curtains(room, wx, 150, ww, 380));
  body += sunPatch(room, wx, ww, skies[ctx.time].light);
  body += onFloor(room, centre - span / 2 - 140, centre + span / 2 + 140, 0.3, 0.75, look.rug, ' opacity=".9"');
  const headboard = pen.pick([look.wood, shade(look.cloth, 0.1), shade(look.rug, 0.25), '#d9cfbf']);
  const linen = pen.pick(['#f7f4ee', '#f7f4ee', tint(look.cloth, 0.75), '#eef1f2']);
  const throwColour = safari ? look.cloth : pen.pick([look.accent, look.cloth, shade(look.rug, 0.1)]);
  if (!coast) body += wallArt(room, centre - span * 0.25, 220, span * 0.5, 150);
  for (const bedX of bedXs) {
    body += box(room, bedX - 16, bedX + bedW + 16, twin ? 500 : 430, H, 0, 0.02, headboard);
    if (coast) {
      // A mosquito net over each bed.
      const [nx, ny] = at(room, bedX + bedW / 2, 120, 0.15) as [number, number];
      const [lx, ly] = at(room, bedX - 30, H - 40, 0.5) as [number, number];
      const [rx] = at(room, bedX + bedW + 30, H - 40, 0.5) as [number, number];
      body += `<path d="M${r(nx)} ${r(ny)}L${r(lx)} ${r(ly)}H${r(rx)}Z" fill="#fff" opacity=".35"/>${circle(nx, ny, 10, '#fff', ' opacity=".7"')}`;
    }
    body += shadow(room, bedX, bedX + bedW, 0.02, 0.55);
    body += box(room, bedX, bedX + bedW, 640, H, 0.02, 0.5, linen);
    body += box(room, bedX - 4, bedX + bedW + 4, 636, 700, 0.3, 0.5, throwColour);
    if (safari) {
      // The shuka's check on the throw.
      const [fx0, fy0] = at(room, bedX - 4, 636, 0.5) as [number, number];
      const [fx1, fy1] = at(room, bedX + bedW + 4, 700, 0.5) as [number, number];
      body += `<path d="M${r(fx0)} ${r((fy0 + fy1) / 2)}H${r(fx1)}M${r(fx0 + (fx1 - fx0) / 3)} ${r(fy0)}V${r(fy1)}M${r(fx0 + ((fx1 - fx0) * 2) / 3)} ${r(fy0)}V${r(fy1)}" stroke="#1f2a44" stroke-width="8" opacity=".6"/>`;
    }
    const pillows = twin ? [0.5] : [0.27, 0.73];
    for (const at0 of pillows) {
      const [cx, cy] = at(room, bedX + bedW * at0, 628, 0.07) as [number, number];
      body += `<rect x="${r(cx - 70)}" y="${r(cy - 30)}" width="140" height="46" rx="16" fill="#fff" stroke="${tint(look.cloth, 0.6)}" stroke-width="3"/>`;
    }
  }
  const stands = twin ? [centre - 50] : [centre - span / 2 - 130, centre + span / 2 + 30];
  for (const nx of stands) {
    body += box(room, nx, nx + 100, 660, H, 0.02, 0.1, look.wood);
    const [lx, ly] = at(room, nx + 50, 660, 0.06) as [number, number];
    body +=
      rect(lx - 3, ly - 50, 6, 50, look.metal) +
      poly(
        [
          [lx - 26, ly - 48],
          [lx + 26, ly - 48],
          [lx + 18, ly - 86],
          [lx - 18, ly - 86],
        ],
        '#f6e7bf',
      );
  }
  if (pen.chance(0.5)) body += plant(room, windowLeft ? 1090 : 90, 0.45, 1.1);
  return { defs, body };
}

function kitchen(ctx: Context): Photo {
  const room = newRoom(ctx);
  const { pen, look } = room;
  let defs = '';
  let body = roomShell(room, ctx.property.type === 'safari');
  const cabinet = pen.pick([look.cloth, tint(look.wall, 0.4), look.wood, '#f4f1ea']);
  const top = pen.pick(['#2e2e2e', '#e8e4dc', '#b9a58a']);
  const wx = pen.between(380, 640);
  // Splashback tiles, upper cabinets on either side of the window, the counter run.
  const [sx0, sy0] = at(room, 0, 440, 0) as [number, number];
  const [sx1, sy1] = at(room, W, 600, 0) as [number, number];
  body += rect(sx0, sy0, sx1 - sx0, sy1 - sy0, tint(look.accent, 0.55));
  let grout = '';
  for (let y = sy0; y < sy1; y += 18) grout += `M${r(sx0)} ${r(y)}H${r(sx1)}`;
  body += `<path d="${grout}" stroke="#fff" stroke-width="2" opacity=".6"/>`;
  const view = landscape(pen, ctx.setting, ctx.time, pen.between(400, 470), `${ctx.id}v`);
  const win = backWindow(room, wx, 150, 300, 270, view, `${ctx.id}w`);
  defs += win.defs;
  body += win.body;
  body += box(room, 0, wx - 40, 120, 380, 0, 0.06, cabinet) + box(room, wx + 340, W, 120, 380, 0, 0.06, cabinet);
  body += box(room, 0, W, 600, H, 0, 0.1, cabinet) + box(room, -10, W + 10, 588, 604, 0, 0.11, top);
  let handles = '';
  for (let x = 60; x < W; x += 150) {
    const [hx, hy] = at(room, x, 640, 0.1) as [number, number];
    handles += `M${r(hx)} ${r(hy)}h26`;
  }
  body += `<path d="${handles}" stroke="${look.metal}" stroke-width="4"/>`;
  // Hob, kettle, fruit: things on the counter.
  const [kx, ky] = at(room, wx + 150, 588, 0.05) as [number, number];
  body +=
    rect(kx - 40, ky - 6, 80, 8, '#9aa3a8') +
    `<path d="M${r(kx + 140)} ${r(ky)}v-40h50v40Z" fill="${look.accent}"/>` +
    ellipse(kx - 200, ky - 12, 40, 14, look.wood) +
    circle(kx - 210, ky - 26, 12, '#e4a23a') +
    circle(kx - 188, ky - 24, 11, '#7ba23f');
  const [fx] = at(room, wx + 500, 588, 0.05) as [number, number];
  body += poly(
    [
      [fx, ky - 10],
      [fx + 30, ky - 10],
      [fx + 25, ky - 60],
      [fx + 5, ky - 60],
    ],
    '#4f7a46',
  );
  if (pen.chance(0.6)) {
    // An island with stools, pendants above.
    const ix = pen.between(260, 420);
    body +=
      shadow(room, ix, ix + 520, 0.42, 0.62) +
      box(room, ix, ix + 520, 590, H, 0.42, 0.6, shade(cabinet, 0.08)) +
      box(room, ix - 14, ix + 534, 574, 592, 0.4, 0.62, top);
    for (let i = 0; i < 3; i += 1) {
      const sxp = ix + 80 + i * 170;
      body += box(room, sxp, sxp + 80, 660, 690, 0.68, 0.76, look.wood);
      const [lx, ly] = at(room, sxp + 40, 690, 0.72) as [number, number];
      const [, fy] = at(room, 0, H, 0.72) as [number, number];
      body += `<path d="M${r(lx - 30)} ${r(fy)}L${r(lx - 20)} ${r(ly)}M${r(lx + 30)} ${r(fy)}L${r(lx + 20)} ${r(ly)}" stroke="${look.metal}" stroke-width="5"/>`;
      body += pendant(room, ix + 110 + i * 150, 0.5, 240, look.accent);
    }
  } else {
    // A dining table for four.
    const tx = pen.between(300, 500);
    body += shadow(room, tx, tx + 420, 0.45, 0.65) + box(room, tx, tx + 420, 610, 630, 0.45, 0.65, look.wood);
    for (const lx of [tx + 20, tx + 390]) body += box(room, lx, lx + 14, 630, H, 0.6, 0.62, shade(look.wood, 0.2));
    for (const cx of [tx + 60, tx + 280])
      body +=
        box(room, cx, cx + 90, 560, 660, 0.7, 0.72, look.cloth) +
        box(room, cx, cx + 90, 660, 680, 0.7, 0.8, look.cloth);
    body += pendant(room, tx + 210, 0.55, 220, look.accent);
  }
  return { defs, body };
}

type Outlook = 'balcony' | 'roof' | 'veranda' | 'pool' | 'sand' | 'fire' | 'flaps';

/** The ways each type looks out, a property's second view taking the next one. */
const outlooks: Record<PropertyType, Outlook[]> = {
  apartments: ['balcony', 'roof'],
  corporate: ['balcony', 'roof'],
  homes: ['veranda', 'pool'],
  beach: ['veranda', 'sand', 'pool'],
  safari: ['veranda', 'fire', 'flaps'],
};

function viewOut(ctx: Context, second: boolean): Photo {
  const { pen, property, look } = ctx;
  const horizon = pen.between(400, 480);
  const view = landscape(pen, ctx.setting, ctx.time, horizon, `${ctx.id}v`);
  const options = outlooks[property.type];
  const outlook = options[(pen.int(0, options.length - 1) + (second ? 1 : 0)) % options.length] as Outlook;
  const night = ctx.time === 'dusk';
  let body = view.body;
  const boards = (top: number, deck: string) => {
    let d = '';
    for (let x = -600; x < 1800; x += 90) d += `M${r(600 + (x - 600) * 0.5)} ${top}L${x} ${H}`;
    return rect(0, top, W, H - top, deck) + `<path d="${d}" stroke="${shade(deck, 0.25)}" stroke-width="3"/>`;
  };
  switch (outlook) {
    case 'balcony': {
      body += rect(0, 620, W, 180, mix(look.floor, '#8a8a8a', 0.4));
      body += rect(0, 470, W, 150, '#cfe3ea', ' opacity=".25"') + rect(0, 462, W, 12, look.metal);
      let posts = '';
      for (let x = 40; x < W; x += 160) posts += `M${x} 474V620`;
      body += `<path d="${posts}" stroke="${look.metal}" stroke-width="8"/>`;
      const cx = pen.between(120, 700);
      body +=
        chair(cx, look) +
        chair(cx + 250, look) +
        rect(cx + 150, 650, 120, 14, look.wood) +
        rect(cx + 200, 664, 16, 70, look.wood);
      body += potPlant(cx > 500 ? 120 : 1040, 700, 1.1, look.accent);
      break;
    }
    case 'roof': {
      // A roof terrace: a low parapet, a bistro table, lights strung overhead.
      body +=
        rect(0, 560, W, 240, mix(look.floor, '#b8a48a', 0.5)) +
        rect(0, 530, W, 40, tint(look.side, 0.1)) +
        rect(0, 524, W, 10, shade(look.side, 0.2));
      body += `<path d="M0 90Q300 170 600 110T1200 120" stroke="#333" stroke-width="2" fill="none"/>`;
      let bulbs = '';
      for (let i = 1; i < 12; i += 1)
        bulbs += circle(i * 100, 118 + Math.sin(i) * 18, 7, night ? '#ffd27a' : '#f4efe0');
      body += bulbs;
      const tx = pen.between(300, 700);
      body +=
        ellipse(tx + 120, 640, 110, 20, look.wood) +
        rect(tx + 112, 640, 16, 110, look.metal) +
        chair(tx - 80, look) +
        chair(tx + 260, look);
      body += potPlant(pen.pick([90, 1100]), 720, 1.3, look.accent);
      break;
    }
    case 'veranda':
    case 'flaps': {
      const deck = property.type === 'safari' ? '#7a5236' : property.type === 'beach' ? '#b08a5e' : look.floor;
      body += boards(640, deck);
      if (outlook === 'flaps') {
        // Looking out of the tent: its canvas drawn back either side.
        body += `<path d="M0 0H300Q200 300 250 ${H}H0Z" fill="${look.wall}"/><path d="M${W} 0H900Q1000 300 950 ${H}H${W}Z" fill="${look.wall}"/><path d="M230 0Q150 300 200 ${H}M970 0Q1050 300 1000 ${H}" stroke="${shade(look.wall, 0.2)}" stroke-width="8" fill="none"/>`;
        body += rect(0, 0, W, 30, look.wood);
      } else {
        const postX = second ? pen.between(40, 160) : pen.between(1000, 1120);
        body +=
          rect(postX, 0, 40, 660, look.wood) +
          rect(0, 0, W, 40, shade(look.wood, 0.1)) +
          rect(0, 560, W, 12, look.wood, ' opacity=".9"');
        if (property.type === 'safari')
          body += `<path d="M0 40Q200 90 ${r(postX)} 40" fill="${look.wall}" opacity=".9"/>`;
      }
      const cx = pen.between(300, 640);
      body += pen.chance(0.5) ? chair(cx, look) + chair(cx + 240, look) : lounger(cx, look);
      break;
    }
    case 'pool': {
      // The pool's edge in front of the view, a lounger beside it.
      body += rect(0, 560, W, 240, '#e8dcc6') + `<path d="M0 590H${W}V700H0Z" fill="#4fb8cf"/>`;
      body +=
        `<path d="M80 620q60 -10 120 0t120 0t120 0M640 660q60 -10 120 0t120 0t120 0" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>` +
        rect(0, 584, W, 10, '#f4efe4');
      body += lounger(pen.between(80, 640), look);
      if (ctx.setting === 'sea') body += palm(pen, pen.pick([60, 1140]), H, 1.1, '#2e5a34');
      else body += potPlant(pen.pick([100, 1100]), 760, 1.4, look.accent);
      break;
    }
    case 'sand': {
      // On the beach itself: an umbrella and a pair of loungers.
      const ux = pen.between(300, 900);
      body += `<path d="M${r(ux)} 470V760" stroke="${look.wood}" stroke-width="8"/><path d="M${r(ux - 170)} 520Q${r(ux)} 380 ${r(ux + 170)} 520Z" fill="${look.accent}"/><path d="M${r(ux - 170)} 520Q${r(ux - 85)} 470 ${r(ux)} 520Q${r(ux + 85)} 470 ${r(ux + 170)} 520" fill="${tint(look.accent, 0.5)}"/>`;
      body += lounger(ux - 380, look) + lounger(ux + 40, { ...look, cloth: shade(look.cloth, 0.15) });
      break;
    }
    case 'fire': {
      // A fire circle in the open, camp chairs round it.
      body += ellipse(600, 700, 420, 70, shade(mix('#b99a62', ctx.look.floor, 0.3), 0.1));
      body +=
        ellipse(600, 690, 70, 18, '#6b6058') +
        `<path d="M560 690L600 600L640 690Z" fill="#f29a3a"/><path d="M580 690L600 640L620 690Z" fill="#ffd27a"/>`;
      body += campChair(300, look) + campChair(800, look) + campChair(160, look, 0.85);
      break;
    }
  }
  return { defs: view.defs, body };
}

function potPlant(x: number, ground: number, s: number, pot: string): string {
  let leaves = '';
  for (let i = 0; i < 7; i += 1) {
    const a = -Math.PI / 2 + (i - 3) * 0.4;
    leaves += `M${r(x)} ${r(ground - 80 * s)}q${r(Math.cos(a) * 50 * s)} ${r(-40 * s)} ${r(Math.cos(a) * 100 * s)} ${r(Math.sin(a) * 140 * s)}`;
  }
  return (
    `<path d="${leaves}" stroke="#3f7a46" stroke-width="${r(14 * s)}" stroke-linecap="round" fill="none"/>` +
    poly(
      [
        [x - 40 * s, ground - 90 * s],
        [x + 40 * s, ground - 90 * s],
        [x + 30 * s, ground],
        [x - 30 * s, ground],
      ],
      shade(pot, 0.2),
    )
  );
}

function campChair(x: number, look: Look, s = 1): string {
  return `<path d="M${r(x)} ${r(760 * s + 40 * (1 - s))}l${r(40 * s)} ${r(-90 * s)}M${r(x + 100 * s)} ${r(760 * s + 40 * (1 - s))}l${r(-40 * s)} ${r(-90 * s)}" stroke="${look.wood}" stroke-width="8"/>${rect(x, 620 * s + 90 * (1 - s), 100 * s, 60 * s, look.cloth)}${rect(x - 4, 670 * s + 80 * (1 - s), 108 * s, 18 * s, shade(look.cloth, 0.2))}`;
}

function chair(x: number, look: Look): string {
  return (
    rect(x, 600, 110, 100, look.wood) +
    `<rect x="${r(x + 6)}" y="606" width="98" height="70" rx="10" fill="${look.cloth}"/>` +
    rect(x - 6, 690, 122, 24, shade(look.cloth, 0.1)) +
    rect(x, 714, 12, 50, look.wood) +
    rect(x + 98, 714, 12, 50, look.wood)
  );
}

function lounger(x: number, look: Look): string {
  return `<path d="M${r(x)} 700L${r(x + 300)} 700L${r(x + 380)} 610L${r(x + 400)} 620L${r(x + 320)} 722H${r(x)}Z" fill="${look.cloth}"/>${rect(x + 10, 722, 10, 40, look.wood)}${rect(x + 290, 722, 10, 40, look.wood)}<rect x="${r(x + 300)}" y="640" width="70" height="30" rx="10" fill="${look.accent}" transform="rotate(-40 ${r(x + 335)} 655)"/>`;
}

function exterior(ctx: Context, second: boolean): Photo {
  const { pen, property, look } = ctx;
  const horizon = pen.between(440, 520);
  const view = landscape(pen, ctx.setting, ctx.time, horizon, `${ctx.id}v`);
  let body = view.body;
  const ground = H - pen.between(110, 170);
  const lawn = ctx.setting === 'sea' ? '#e6d3a3' : ctx.setting === 'savannah' ? '#c4a863' : '#6f9a4a';
  body += `<path d="M0 ${r(ground - 30)}Q600 ${r(ground - 60)} ${W} ${r(ground - 20)}V${H}H0Z" fill="${lawn}"/>`;
  const cx = pen.between(420, 780);
  const lit = ctx.time === 'dusk' ? '#ffd27a' : '#bfdce8';
  const plaster = pen.pick(['#f4ead8', '#efe2c8', '#f7f3ea', '#e8d8bf', '#dfe6e2']);
  switch (property.type) {
    case 'apartments':
    case 'corporate': {
      const floors = property.type === 'corporate' ? pen.int(7, 10) : pen.int(4, 6);
      const w = pen.between(380, 520);
      const fh = 52;
      const topY = ground - floors * fh - 20;
      const wall = property.type === 'corporate' ? pen.pick(['#8fa3b0', '#a7b4bb', '#6f8593']) : plaster;
      body +=
        rect(cx - w / 2, topY, w, ground - topY, wall) +
        rect(cx + w / 2, topY + 20, 60, ground - topY - 20, shade(wall, 0.2));
      let windows = '';
      let rails = '';
      for (let f = 0; f < floors; f += 1) {
        const y = topY + 16 + f * fh;
        windows += `M${r(cx - w / 2 + 20)} ${r(y + 16)}H${r(cx + w / 2 - 20)}`;
        if (property.type === 'apartments') rails += `M${r(cx - w / 2 - 10)} ${r(y + 40)}H${r(cx + w / 2 + 10)}`;
      }
      body += `<path d="${windows}" stroke="${lit}" stroke-width="26" stroke-dasharray="60 24"/>`;
      if (rails) body += `<path d="${rails}" stroke="${shade(wall, 0.35)}" stroke-width="8"/>`;
      body += rect(cx - 60, ground - 70, 120, 70, shade(wall, 0.5)) + rect(cx - 90, ground - 82, 180, 14, look.accent);
      if (second || pen.chance(0.5))
        body += roundTree(
          pen,
          cx - w / 2 - 90,
          ground + 10,
          1.1,
          ctx.setting === 'sea' ? '#3f7a46' : '#8e6bbf',
          '#4a3a2e',
        );
      else body += roundTree(pen, cx + w / 2 + 140, ground + 10, 1, '#4f7a3f', '#4a3a2e');
      break;
    }
    case 'homes':
    case 'beach': {
      const style = houseStyle(property, ctx.setting, pen);
      const w = pen.between(500, 620);
      body += house(pen, style, cx, ground, w, plaster, lit, look);
      const thatch = style === 'makuti' || ctx.setting === 'sea';
      if (property.amenities.some((a) => /pool/i.test(a)) || (property.type === 'beach' && pen.chance(0.5))) {
        body += `<path d="M${r(cx - 300)} ${r(ground + 40)}H${r(cx + 320)}L${r(cx + 360)} ${r(ground + 110)}H${r(cx - 340)}Z" fill="#5cc2d6"/><path d="M${r(cx - 240)} ${r(ground + 70)}q40 -10 80 0t80 0t80 0" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>`;
      } else
        body += `<path d="M${r(cx - 34)} ${r(ground)}L${r(cx - 120)} ${H}H${r(cx + 120)}L${r(cx + 34)} ${r(ground)}Z" fill="#d8c3a5"/>`;
      body += thatch
        ? palm(pen, cx + w / 2 + pen.between(90, 200), ground + 40, 1, '#2e5a34')
        : roundTree(
            pen,
            cx - w / 2 - pen.between(80, 160),
            ground + 20,
            1.2,
            pen.pick(['#8e6bbf', '#4f7a3f']),
            '#4a3a2e',
          );
      let flowers = '';
      for (let i = 0; i < 16; i += 1)
        flowers += `M${r(cx - w / 2 + pen.between(0, w))} ${r(ground + pen.between(0, 12))}h1`;
      body += `<path d="${flowers}" stroke="${pen.pick(['#d63384', '#e85d3a', '#f2b134'])}" stroke-width="14" stroke-linecap="round"/>`;
      break;
    }
    case 'safari': {
      // A canvas tent on a timber deck under a thatched fly roof, or a round banda.
      const banda = /banda|manyatta|cottage/i.test(property.title) || (second && pen.chance(0.5));
      if (banda) {
        const w = 280;
        body += rect(cx - w / 2, ground - 150, w, 150, mix(plaster, '#c08a5a', 0.4));
        body += `<path d="M${r(cx - w / 2 - 50)} ${r(ground - 140)}L${r(cx)} ${r(ground - 330)}L${r(cx + w / 2 + 50)} ${r(ground - 140)}Z" fill="#a8834f"/>`;
        body += rect(cx - 30, ground - 100, 60, 100, look.wood);
      } else {
        const w = 420;
        body += rect(cx - w / 2 - 40, ground - 20, w + 80, 20, '#6a4a32');
        body += `<path d="M${r(cx - w / 2)} ${r(ground - 20)}V${r(ground - 150)}L${r(cx)} ${r(ground - 240)}L${r(cx + w / 2)} ${r(ground - 150)}V${r(ground - 20)}Z" fill="#e8dcc0"/>`;
        body += `<path d="M${r(cx - 50)} ${r(ground - 20)}L${r(cx)} ${r(ground - 170)}L${r(cx + 50)} ${r(ground - 20)}Z" fill="${shade('#e8dcc0', 0.45)}"/>`;
        body += `<path d="M${r(cx - w / 2 - 70)} ${r(ground - 150)}L${r(cx)} ${r(ground - 290)}L${r(cx + w / 2 + 70)} ${r(ground - 150)}Z" fill="#a8834f"/>`;
      }
      body += acacia(cx + pen.pick([-1, 1]) * pen.between(300, 420), ground + 10, 1.2, '#3a3424');
      break;
    }
  }
  return { defs: view.defs, body };
}

type HouseStyle = 'bungalow' | 'makuti' | 'storey' | 'villa' | 'swahili' | 'cottage';

/** The kind of house a holiday home or beach rental is, by its place and its name. */
function houseStyle(p: SeedProperty, setting: Setting, pen: Pen): HouseStyle {
  if (p.area === 'Old Town') return 'swahili';
  if (p.type === 'beach') return pen.pick<HouseStyle>(['makuti', 'makuti', 'villa', 'swahili']);
  if (setting === 'sea') return pen.pick<HouseStyle>(['makuti', 'swahili', 'storey']);
  if (/villa/i.test(p.title)) return 'villa';
  if (/townhouse|family/i.test(p.title)) return pen.pick<HouseStyle>(['storey', 'bungalow']);
  if (/cottage|bungalow|farmhouse|wing/i.test(p.title)) return pen.pick<HouseStyle>(['cottage', 'bungalow']);
  return pen.pick<HouseStyle>(['bungalow', 'storey', 'villa', 'cottage']);
}

/** A house seen from its garden, centred on cx, standing on `ground`. */
function house(
  pen: Pen,
  style: HouseStyle,
  cx: number,
  ground: number,
  w: number,
  plaster: string,
  lit: string,
  look: Look,
): string {
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const pane = (x: number, y: number, pw: number, ph: number, bar: string) =>
    rect(x, y, pw, ph, lit) + `<path d="M${r(x + pw / 2)} ${r(y)}v${r(ph)}" stroke="${bar}" stroke-width="6"/>`;
  const door = (x: number, dh = 120, fill = look.wood) => rect(x - 34, ground - dh, 68, dh, fill);
  let out = '';
  switch (style) {
    case 'bungalow':
    case 'makuti': {
      const h = pen.between(170, 210);
      const thatch = style === 'makuti';
      const roof = thatch ? '#a8834f' : pen.pick(['#a4553a', '#6a4a3a', '#3d5a6c', '#8a3b2e']);
      out += rect(x0, ground - h, w, h, plaster);
      out += thatch
        ? `<path d="M${r(x0 - 60)} ${r(ground - h + 10)}L${r(cx - w / 4)} ${r(ground - h - 140)}H${r(cx + w / 4)}L${r(x1 + 60)} ${r(ground - h + 10)}Z" fill="${roof}"/><path d="M${r(x0 - 60)} ${r(ground - h + 10)}H${r(x1 + 60)}" stroke="${shade(roof, 0.3)}" stroke-width="8"/>`
        : `<path d="M${r(x0 - 40)} ${r(ground - h + 6)}L${r(cx)} ${r(ground - h - 120)}L${r(x1 + 40)} ${r(ground - h + 6)}Z" fill="${roof}"/>`;
      for (const px of [x0 + 10, cx - w / 6, cx + w / 6, x1 - 24])
        out += rect(px, ground - h + 10, 14, h - 10, look.wood);
      out += door(cx);
      for (const wx of [x0 + 50, x1 - 150]) out += pane(wx, ground - h + 50, 100, 70, plaster);
      return out;
    }
    case 'storey': {
      const h = 320;
      const roof = pen.pick(['#8a3b2e', '#4a4a4a', '#6a4a3a']);
      out += rect(x0, ground - h, w, h, plaster);
      out += `<path d="M${r(x0 - 30)} ${r(ground - h)}L${r(x0 + 80)} ${r(ground - h - 110)}H${r(x1 - 80)}L${r(x1 + 30)} ${r(ground - h)}Z" fill="${roof}"/>`;
      for (const fy of [ground - h + 40, ground - h + 190])
        for (let i = 0; i < 3; i += 1) out += pane(x0 + 50 + i * ((w - 180) / 2), fy, 80, 90, plaster);
      out +=
        rect(x0 + 30, ground - h + 140, w - 60, 10, shade(plaster, 0.3)) +
        `<path d="M${r(x0 + 30)} ${r(ground - h + 110)}H${r(x1 - 30)}" stroke="${look.metal}" stroke-width="5"/>`;
      out += door(cx, 110);
      return out;
    }
    case 'villa': {
      // Flat roofs, two white blocks, a wall of glass and a timber screen.
      const h = 150;
      out +=
        rect(x0, ground - h, w, h, plaster) + rect(x0 + w * 0.35, ground - h - 130, w * 0.55, 130, tint(plaster, 0.3));
      out +=
        rect(x0 - 20, ground - h - 12, w + 40, 14, shade(plaster, 0.35)) +
        rect(x0 + w * 0.35 - 20, ground - h - 142, w * 0.55 + 40, 14, shade(plaster, 0.35));
      out +=
        rect(x0 + 40, ground - 120, w * 0.5, 120, lit) +
        `<path d="M${r(x0 + 40 + w * 0.125)} ${r(ground - 120)}v120M${r(x0 + 40 + w * 0.25)} ${r(ground - 120)}v120M${r(x0 + 40 + w * 0.375)} ${r(ground - 120)}v120" stroke="${look.metal}" stroke-width="4"/>`;
      out += rect(x0 + w * 0.45, ground - h - 110, w * 0.3, 80, lit);
      let slats = '';
      for (let x = x0 + w * 0.68; x < x1 - 20; x += 16) slats += `M${r(x)} ${r(ground - 130)}v130`;
      out += `<path d="${slats}" stroke="${look.wood}" stroke-width="9"/>`;
      return out;
    }
    case 'swahili': {
      // Coral-stone walls, a flat roof behind a parapet, arched windows and a carved door.
      const h = pen.between(250, 300);
      out += rect(x0, ground - h, w, h, plaster) + rect(x0 - 10, ground - h - 20, w + 20, 24, shade(plaster, 0.08));
      for (let i = 0; i < 7; i += 1)
        out += rect(x0 + i * (w / 7) + 8, ground - h - 38, w / 14, 20, shade(plaster, 0.08));
      for (const [wx, wy] of [
        [x0 + 50, ground - h + 40],
        [x1 - 140, ground - h + 40],
        [x0 + 50, ground - 150],
        [x1 - 140, ground - 150],
      ] as const)
        out += `<path d="M${r(wx)} ${r(wy + 90)}V${r(wy + 40)}a45 40 0 0 1 90 0V${r(wy + 90)}Z" fill="${lit}" stroke="${look.wood}" stroke-width="8"/>`;
      out += `<path d="M${r(cx - 50)} ${ground}V${r(ground - 140)}a50 40 0 0 1 100 0V${ground}Z" fill="#5a3a22" stroke="#3a2414" stroke-width="6"/>`;
      let studs = '';
      for (let y = ground - 130; y < ground - 10; y += 24)
        studs += `M${r(cx - 36)} ${r(y)}h1M${r(cx)} ${r(y)}h1M${r(cx + 36)} ${r(y)}h1`;
      out += `<path d="${studs}" stroke="#d9b56a" stroke-width="6" stroke-linecap="round"/>`;
      out += `<path d="M${r(x1 - 40)} ${r(ground - h)}q60 40 30 ${r(h * 0.6)}" stroke="#c2185b" stroke-width="34" stroke-linecap="round" fill="none" opacity=".85"/>`;
      return out;
    }
    case 'cottage': {
      // Stone walls, a steep roof and a chimney.
      const h = 190;
      const stone = mix(plaster, '#9a8f80', 0.45);
      out += rect(x0, ground - h, w, h, stone);
      let stones = '';
      for (let i = 0; i < 26; i += 1)
        stones += `M${r(x0 + pen.between(10, w - 40))} ${r(ground - pen.between(10, h - 10))}h${r(pen.between(16, 30))}`;
      out += `<path d="${stones}" stroke="${shade(stone, 0.2)}" stroke-width="10" stroke-linecap="round"/>`;
      out += rect(x1 - 120, ground - h - 170, 44, 120, shade(stone, 0.15));
      out += `<path d="M${r(x0 - 30)} ${r(ground - h + 8)}L${r(cx)} ${r(ground - h - 170)}L${r(x1 + 30)} ${r(ground - h + 8)}Z" fill="${pen.pick(['#5a4636', '#7a3b2e', '#4a5a4a'])}"/>`;
      out += door(cx, 120, '#3f5a3a');
      for (const wx of [x0 + 50, x1 - 150]) out += pane(wx, ground - h + 60, 100, 80, '#f4efe4');
      return out;
    }
  }
}

/* ---------------------------------------------------------------- one photo */

const times: Time[] = ['morning', 'midday', 'golden', 'dusk'];
/** The hour a property's view and outside are drawn at: dusk now and then, mostly by day. */
const propertyTimes: Time[] = ['golden', 'midday', 'morning', 'dusk', 'midday', 'golden', 'morning'];
/** Feature-wall colours: terracotta, sage, ink blue, ochre, clay, teal, dusty rose, olive. */
const paints = [
  '#c8734f',
  '#8fa88a',
  '#34506a',
  '#d6a648',
  '#b9876a',
  '#3f7f7a',
  '#c99a94',
  '#7d7f45',
  '#9fb6c8',
  '#e0c9a6',
];
/** Floors: wood tones, terrazzo, cement tiles. */
const floors = [
  ['#d2b48c', '#b8976b', 'boards'],
  ['#8b5e3c', '#6e482c', 'boards'],
  ['#cfc8bb', '#b3ab9c', 'tiles'],
  ['#b0704a', '#93593a', 'tiles'],
  ['#a9a39a', '#8f897f', 'tiles'],
  ['#e3d5bd', '#c9b898', 'boards'],
];

/** The SVG of a seed property's n-th photo (0-based), or undefined when it has none. */
function drawSeedPhoto(property: SeedProperty, index: number, n: number): string | undefined {
  const kinds = photoKinds(property, index);
  const kind = kinds[n];
  if (!kind) return undefined;
  const slug = slugOf(property.title);
  const base = new Pen(prng(slug));
  const lookList = looks[property.type];
  const baseLook = lookList[(index + base.int(0, lookList.length - 1)) % lookList.length] as Look;
  const floor = base.pick(floors);
  const look: Look = base.chance(0.5)
    ? { ...baseLook, floor: floor[0] as string, floorLine: floor[1] as string, tiles: floor[2] === 'tiles' }
    : baseLook;
  const paint = paints[(index * 5 + base.int(0, 2)) % paints.length] as string;
  const propertyTime = propertyTimes[(index * 3 + base.int(0, 3)) % propertyTimes.length] as Time;
  const pen = new Pen(prng(`${slug}/${n}`));
  // Rooms by day; the view and the outside at the property's own hour, a second look at another.
  const second = kinds.indexOf(kind) !== n;
  const time =
    kind === 'view' || kind === 'exterior'
      ? second
        ? (times[(times.indexOf(propertyTime) + 2) % 4] as Time)
        : propertyTime
      : pen.pick<Time>(['morning', 'midday', 'golden']);
  const ctx: Context = { property, pen, look, setting: settingOf(property), time, paint, id: `p${n}` };
  const photo =
    kind === 'living-room'
      ? livingRoom(ctx)
      : kind === 'bedroom'
        ? bedroom(ctx, second)
        : kind === 'kitchen'
          ? kitchen(ctx)
          : kind === 'view'
            ? viewOut(ctx, second)
            : exterior(ctx, second);
  const label = `${roomKindLabels[kind]} of ${property.title}`.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">` +
    `<title>${label}</title><defs>${photo.defs}</defs>${photo.body}</svg>\n`
  );
}

/** Every seed photo: its path under `/images/` (as the seed stores it) and its SVG. */
export function* drawSeedPhotos(): Generator<{ path: string; svg: string }> {
  for (const [index, property] of seedProperties.entries()) {
    for (const [n, path] of seedPhotoPaths(property, index).entries()) {
      yield { path, svg: drawSeedPhoto(property, index, n) as string };
    }
  }
}
