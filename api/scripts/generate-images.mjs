#!/usr/bin/env node
/**
 * Generates the seed artwork served under /images/ as files: the shared scene pictures (which
 * databases seeded before each seed property had photos of its own may still list; those photos are
 * drawn by seed/photos.ts), blog featured images and host avatars. Deterministic (seeded PRNG), so
 * re-running it rewrites byte-identical files. Run once and commit the output:
 *
 *   node api/scripts/generate-images.mjs
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'seed', 'images');
const W = 1200;
const H = 800;

function prng(seedText) {
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

const r1 = (n) => Math.round(n * 10) / 10;

function scene(rand) {
  const between = (a, b) => a + (b - a) * rand();
  const int = (a, b) => Math.floor(between(a, b + 1));
  const pick = (list) => list[Math.floor(rand() * list.length)];
  return { between, int, pick };
}

function svg(title, defs, body) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${title}">` +
    `<title>${title}</title><defs>${defs}</defs>${body}</svg>\n`
  );
}

const gradient = (id, stops, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}">` +
  stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('') +
  `</linearGradient>`;

function hills(s, baseY, amplitude, color, opacity = 1) {
  const points = [];
  const steps = s.int(4, 7);
  for (let i = 0; i <= steps; i += 1) {
    points.push([r1((W / steps) * i), r1(baseY - s.between(0, amplitude))]);
  }
  let d = `M0 ${H} L0 ${points[0][1]}`;
  for (let i = 1; i < points.length; i += 1) {
    const [x0, y0] = points[i - 1];
    const [x1, y1] = points[i];
    d += ` Q${r1((x0 + x1) / 2)} ${r1(Math.min(y0, y1) - amplitude * 0.4)} ${x1} ${y1}`;
  }
  d += ` L${W} ${H} Z`;
  return `<path d="${d}" fill="${color}" opacity="${opacity}"/>`;
}

function acacia(s, x, groundY, scale, color) {
  const h = 170 * scale;
  const w = 260 * scale;
  const trunk = `<path d="M${r1(x)} ${r1(groundY)} L${r1(x + 6 * scale)} ${r1(groundY - h)} L${r1(x + 16 * scale)} ${r1(groundY - h)} L${r1(x + 14 * scale)} ${r1(groundY)} Z" fill="${color}"/>`;
  const branch = `<path d="M${r1(x + 10 * scale)} ${r1(groundY - h * 0.6)} L${r1(x - w * 0.25)} ${r1(groundY - h * 1.02)} M${r1(x + 12 * scale)} ${r1(groundY - h * 0.7)} L${r1(x + w * 0.3)} ${r1(groundY - h * 1.05)}" stroke="${color}" stroke-width="${r1(7 * scale)}"/>`;
  const canopy = [0, 1, 2]
    .map((i) => {
      const cx = x + 10 * scale + (i - 1) * w * 0.3 + s.between(-10, 10) * scale;
      const cy = groundY - h - 12 * scale - s.between(0, 14) * scale;
      return `<ellipse cx="${r1(cx)}" cy="${r1(cy)}" rx="${r1(w * 0.32)}" ry="${r1(26 * scale)}" fill="${color}"/>`;
    })
    .join('');
  return trunk + branch + canopy;
}

function palm(s, x, groundY, scale, color) {
  const lean = s.between(-60, 60) * scale;
  const h = 330 * scale;
  const topX = x + lean;
  const topY = groundY - h;
  let out = `<path d="M${r1(x - 9 * scale)} ${r1(groundY)} Q${r1(x + lean * 0.2)} ${r1(groundY - h * 0.6)} ${r1(topX)} ${r1(topY)} L${r1(topX + 8 * scale)} ${r1(topY + 6 * scale)} Q${r1(x + lean * 0.2 + 16 * scale)} ${r1(groundY - h * 0.6)} ${r1(x + 9 * scale)} ${r1(groundY)} Z" fill="${color}"/>`;
  for (let i = 0; i < 7; i += 1) {
    const angle = (Math.PI * 2 * i) / 7 + s.between(-0.2, 0.2);
    const len = s.between(110, 150) * scale;
    const ex = topX + Math.cos(angle) * len;
    const ey = topY + Math.sin(angle) * len * 0.55 + 30 * scale;
    const cx = topX + Math.cos(angle) * len * 0.5;
    const cy = topY + Math.sin(angle) * len * 0.2 - 30 * scale;
    out += `<path d="M${r1(topX)} ${r1(topY)} Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)} Q${r1(cx)} ${r1(cy + 22 * scale)} ${r1(topX)} ${r1(topY + 8 * scale)} Z" fill="${color}"/>`;
  }
  return out;
}

const safariPalettes = [
  {
    sky: ['#2b1a4a', '#e0603a', '#f7c25b'],
    sun: '#ffe6a3',
    far: '#8a4b3a',
    near: '#5a2f22',
    grass: '#c48a3a',
    tree: '#2a1710',
  },
  {
    sky: ['#3b5b8f', '#f09a5b', '#ffd28a'],
    sun: '#fff0c2',
    far: '#9b6a46',
    near: '#6b4428',
    grass: '#d4a450',
    tree: '#2d1d12',
  },
  {
    sky: ['#6fa8d6', '#bfe0f0', '#f3e6c4'],
    sun: '#fffbe8',
    far: '#8fa36b',
    near: '#6e8048',
    grass: '#c9b46a',
    tree: '#3b3a22',
  },
  {
    sky: ['#1d1b3a', '#a8415b', '#f29e4c'],
    sun: '#ffd27a',
    far: '#5b2f3a',
    near: '#3a1d24',
    grass: '#a9683a',
    tree: '#1a0d0d',
  },
];

function safari(name, seed) {
  const s = scene(prng(seed));
  const p = safariPalettes[s.int(0, safariPalettes.length - 1)];
  const sunX = s.between(250, 950);
  const sunY = s.between(260, 420);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(s.between(60, 110))}" fill="${p.sun}" opacity="0.9"/>`;
  body += hills(s, 520, 90, p.far, 0.7);
  body += hills(s, 600, 60, p.near, 0.9);
  body += `<rect y="600" width="${W}" height="200" fill="url(#grass)"/>`;
  const trees = s.int(1, 3);
  for (let i = 0; i < trees; i += 1) {
    body += acacia(s, s.between(80, 1080), s.between(610, 690), s.between(0.7, 1.4), p.tree);
  }
  if (s.int(0, 1) === 1) {
    // A camp tent beside the trees.
    const tx = s.between(200, 900);
    body += `<path d="M${r1(tx)} 690 L${r1(tx + 90)} 610 L${r1(tx + 180)} 690 Z" fill="#efe2c6"/><path d="M${r1(tx + 75)} 690 L${r1(tx + 90)} 640 L${r1(tx + 105)} 690 Z" fill="${p.tree}"/>`;
  }
  for (let i = 0; i < s.int(2, 5); i += 1) {
    const bx = s.between(100, 1100);
    const by = s.between(120, 320);
    body += `<path d="M${r1(bx - 14)} ${r1(by)} q7 -8 14 0 q7 -8 14 0" stroke="${p.tree}" stroke-width="3" fill="none"/>`;
  }
  const defs =
    gradient('sky', [
      [0, p.sky[0]],
      [0.6, p.sky[1]],
      [1, p.sky[2]],
    ]) +
    gradient('grass', [
      [0, p.grass],
      [1, p.near],
    ]);
  return svg(name, defs, body);
}

const beachPalettes = [
  { sky: ['#4aa3df', '#bfe6f7'], sea: ['#0f8fb3', '#2fc4c9'], sand: '#f1dcaa', palm: '#1f4d2b', sun: '#fff6cf' },
  { sky: ['#f08a5d', '#fcd7a0'], sea: ['#2a6f97', '#61a5c2'], sand: '#e8c98f', palm: '#2b2a1f', sun: '#fff0b8' },
  { sky: ['#7ec8e3', '#e6f7fb'], sea: ['#00a6a6', '#7fd8d0'], sand: '#f5e6c4', palm: '#2e5e3a', sun: '#ffffff' },
  { sky: ['#503c7a', '#f0a070'], sea: ['#24496b', '#4e84a8'], sand: '#d9b98a', palm: '#1b1b22', sun: '#ffd39a' },
];

function beach(name, seed) {
  const s = scene(prng(seed));
  const p = beachPalettes[s.int(0, beachPalettes.length - 1)];
  const horizon = s.between(380, 450);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<circle cx="${r1(s.between(150, 1050))}" cy="${r1(horizon - s.between(60, 200))}" r="${r1(s.between(45, 80))}" fill="${p.sun}" opacity="0.85"/>`;
  body += `<rect y="${r1(horizon)}" width="${W}" height="${r1(H - horizon)}" fill="url(#sea)"/>`;
  for (let i = 0; i < 6; i += 1) {
    const y = horizon + 30 + i * 28;
    body += `<path d="M${r1(s.between(0, 300))} ${r1(y)} h${r1(s.between(120, 420))}" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
  }
  const shore = s.between(560, 620);
  body += `<path d="M0 ${r1(shore)} Q${r1(W * 0.35)} ${r1(shore - 50)} ${W * 0.6} ${r1(shore + 10)} T${W} ${r1(shore - 20)} L${W} ${H} L0 ${H} Z" fill="${p.sand}"/>`;
  body += `<path d="M0 ${r1(shore)} Q${r1(W * 0.35)} ${r1(shore - 50)} ${W * 0.6} ${r1(shore + 10)} T${W} ${r1(shore - 20)}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" fill="none"/>`;
  if (s.int(0, 1) === 1) {
    // A dhow on the water.
    const dx = s.between(250, 900);
    const dy = horizon + s.between(30, 90);
    body += `<path d="M${r1(dx)} ${r1(dy)} h110 l-18 18 h-80 Z" fill="#4a3426"/><path d="M${r1(dx + 50)} ${r1(dy - 4)} L${r1(dx + 52)} ${r1(dy - 110)} L${r1(dx + 110)} ${r1(dy - 10)} Z" fill="#f7f1e3"/>`;
  }
  const palms = s.int(1, 3);
  for (let i = 0; i < palms; i += 1) {
    const left = i % 2 === 0;
    body += palm(
      s,
      left ? s.between(60, 380) : s.between(820, 1140),
      H - s.between(20, 90),
      s.between(0.8, 1.3),
      p.palm,
    );
  }
  const defs =
    gradient('sky', [
      [0, p.sky[0]],
      [1, p.sky[1]],
    ]) +
    gradient('sea', [
      [0, p.sea[0]],
      [1, p.sea[1]],
    ]);
  return svg(name, defs, body);
}

const cityPalettes = [
  { sky: ['#0f2027', '#2c5364'], bldg: ['#1b2a36', '#22313f', '#2b3d4f'], lit: '#ffd36e', dark: '#33485c' },
  { sky: ['#ff9966', '#ffd9a0'], bldg: ['#4b4e6d', '#5e6282', '#3d405b'], lit: '#fff2c4', dark: '#6f7391' },
  { sky: ['#74b9ff', '#dff3ff'], bldg: ['#5d6d7e', '#85929e', '#4a5a6a'], lit: '#d6eaf8', dark: '#aab7c4' },
  { sky: ['#2d1e4f', '#c0587e'], bldg: ['#241a3a', '#32264f', '#1c1530'], lit: '#ffc56e', dark: '#3e3160' },
];

function city(name, seed) {
  const s = scene(prng(seed));
  const p = cityPalettes[s.int(0, cityPalettes.length - 1)];
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += hills(s, 640, 60, p.bldg[2], 0.5);
  let x = -20;
  while (x < W) {
    const w = s.between(90, 170);
    const h = s.between(220, 560);
    const top = H - 60 - h;
    body += `<rect x="${r1(x)}" y="${r1(top)}" width="${r1(w)}" height="${r1(h + 60)}" fill="${s.pick(p.bldg)}"/>`;
    const cols = Math.max(2, Math.floor(w / 34));
    const rows = Math.min(10, Math.floor(h / 46));
    let windows = '';
    for (let r = 0; r < rows; r += 1) {
      for (let c = 0; c < cols; c += 1) {
        if (rand01(s) < 0.35) continue;
        windows += `<rect x="${r1(x + 12 + c * ((w - 18) / cols))}" y="${r1(top + 16 + r * 44)}" width="16" height="22"/>`;
      }
    }
    body += `<g fill="${s.int(0, 2) === 0 ? p.dark : p.lit}" opacity="0.85">${windows}</g>`;
    x += w + s.between(4, 20);
  }
  body += `<rect y="${H - 60}" width="${W}" height="60" fill="#1a1a1a" opacity="0.6"/>`;
  const defs = gradient('sky', [
    [0, p.sky[0]],
    [1, p.sky[1]],
  ]);
  return svg(name, defs, body);
}

function rand01(s) {
  return s.between(0, 1);
}

const interiorPalettes = [
  {
    wall: '#f4ede4',
    floor: '#b08a63',
    sofa: '#3d5a80',
    rug: '#e0a458',
    accent: '#ee6c4d',
    view: ['#8ecae6', '#d7f0fb'],
  },
  {
    wall: '#e9f1ee',
    floor: '#8d6e53',
    sofa: '#2a9d8f',
    rug: '#e9c46a',
    accent: '#f4a261',
    view: ['#ffb677', '#ffe3c2'],
  },
  {
    wall: '#fbf3e8',
    floor: '#c19a6b',
    sofa: '#6d597a',
    rug: '#b56576',
    accent: '#eaac8b',
    view: ['#74b9ff', '#e0f2ff'],
  },
  {
    wall: '#eef0f4',
    floor: '#6b4f3a',
    sofa: '#264653',
    rug: '#d9c5a0',
    accent: '#c8553d',
    view: ['#1d3557', '#457b9d'],
  },
];

function interior(name, seed) {
  const s = scene(prng(seed));
  const p = interiorPalettes[s.int(0, interiorPalettes.length - 1)];
  let body = `<rect width="${W}" height="${H}" fill="${p.wall}"/>`;
  body += `<rect y="560" width="${W}" height="240" fill="${p.floor}"/>`;
  for (let i = 0; i < 8; i += 1)
    body += `<path d="M${i * 160} 560 L${i * 160 - 80} 800" stroke="#000" stroke-opacity="0.08" stroke-width="3"/>`;
  const wx = s.between(560, 820);
  body += `<rect x="${r1(wx)}" y="110" width="300" height="330" fill="url(#view)" stroke="#ffffff" stroke-width="14"/>`;
  body += `<path d="M${r1(wx + 150)} 110 V440 M${r1(wx)} 275 H${r1(wx + 300)}" stroke="#ffffff" stroke-width="8"/>`;
  body += `<path d="M${r1(wx)} 380 L${r1(wx + 90)} 330 L${r1(wx + 180)} 370 L${r1(wx + 300)} 320 V440 H${r1(wx)} Z" fill="#2f3e46" opacity="0.45"/>`;
  body += `<rect x="${r1(wx - 30)}" y="96" width="40" height="380" fill="${p.accent}" opacity="0.8"/><rect x="${r1(wx + 290)}" y="96" width="40" height="380" fill="${p.accent}" opacity="0.8"/>`;
  const ax = s.between(120, 330);
  body += `<rect x="${r1(ax)}" y="170" width="${r1(s.between(140, 200))}" height="130" fill="${p.rug}" stroke="#3a3a3a" stroke-width="8"/>`;
  body += `<ellipse cx="600" cy="700" rx="${r1(s.between(300, 400))}" ry="60" fill="${p.rug}" opacity="0.8"/>`;
  const sx = s.between(90, 250);
  body += `<rect x="${r1(sx)}" y="470" width="460" height="120" rx="26" fill="${p.sofa}"/><rect x="${r1(sx + 20)}" y="420" width="420" height="90" rx="22" fill="${p.sofa}" opacity="0.85"/>`;
  body += `<rect x="${r1(sx + 60)}" y="440" width="90" height="60" rx="14" fill="${p.accent}"/><rect x="${r1(sx + 310)}" y="440" width="90" height="60" rx="14" fill="${p.rug}"/>`;
  body += `<rect x="${r1(sx + 150)}" y="610" width="200" height="24" rx="8" fill="#3a2c20"/><rect x="${r1(sx + 170)}" y="634" width="12" height="50" fill="#3a2c20"/><rect x="${r1(sx + 318)}" y="634" width="12" height="50" fill="#3a2c20"/>`;
  const px = s.between(980, 1100);
  body += `<rect x="${r1(px - 30)}" y="520" width="60" height="70" rx="8" fill="#8a5a44"/>`;
  for (let i = 0; i < 6; i += 1) {
    body += `<ellipse cx="${r1(px + s.between(-50, 50))}" cy="${r1(s.between(380, 500))}" rx="22" ry="54" fill="#3a7d44" transform="rotate(${r1(s.between(-35, 35))} ${r1(px)} 520)"/>`;
  }
  body += `<path d="M${r1(sx + 520)} 590 V330" stroke="#444" stroke-width="6"/><path d="M${r1(sx + 480)} 330 h80 l-20 -70 h-40 Z" fill="#f6e7b4"/>`;
  const defs = gradient('view', [
    [0, p.view[0]],
    [1, p.view[1]],
  ]);
  return svg(name, defs, body);
}

const homePalettes = [
  {
    sky: ['#87ceeb', '#e8f6fb'],
    lawn: '#6ab04c',
    wall: '#f5e6ca',
    roof: '#b5523b',
    trim: '#5d4037',
    flowers: '#d63384',
  },
  {
    sky: ['#a1c4fd', '#c2e9fb'],
    lawn: '#55a630',
    wall: '#ffffff',
    roof: '#3d5a80',
    trim: '#293241',
    flowers: '#ff7b00',
  },
  {
    sky: ['#fbc2a8', '#fde9d9'],
    lawn: '#80b918',
    wall: '#efd9b4',
    roof: '#7f4f24',
    trim: '#582f0e',
    flowers: '#c9184a',
  },
  {
    sky: ['#90e0ef', '#caf0f8'],
    lawn: '#52b788',
    wall: '#fefae0',
    roof: '#9c6644',
    trim: '#463f3a',
    flowers: '#e85d75',
  },
];

function home(name, seed) {
  const s = scene(prng(seed));
  const p = homePalettes[s.int(0, homePalettes.length - 1)];
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += hills(s, 520, 80, '#4f772d', 0.5);
  body += `<rect y="560" width="${W}" height="240" fill="${p.lawn}"/>`;
  const hx = s.between(280, 460);
  const hw = s.between(460, 560);
  body += `<rect x="${r1(hx)}" y="330" width="${r1(hw)}" height="260" fill="${p.wall}"/>`;
  body += `<path d="M${r1(hx - 40)} 340 L${r1(hx + hw / 2)} ${r1(s.between(180, 220))} L${r1(hx + hw + 40)} 340 Z" fill="${p.roof}"/>`;
  body += `<rect x="${r1(hx + hw / 2 - 45)}" y="460" width="90" height="130" fill="${p.trim}"/>`;
  for (const wx of [hx + 50, hx + hw - 150]) {
    body += `<rect x="${r1(wx)}" y="400" width="100" height="90" fill="#bde0fe" stroke="${p.trim}" stroke-width="8"/><path d="M${r1(wx + 50)} 400 v90 M${r1(wx)} 445 h100" stroke="${p.trim}" stroke-width="5"/>`;
  }
  body += `<path d="M${r1(hx + hw / 2 - 45)} 590 L${r1(hx + hw / 2 - 120)} 800 H${r1(hx + hw / 2 + 120)} L${r1(hx + hw / 2 + 45)} 590 Z" fill="#d8c3a5"/>`;
  for (let i = 0; i < 2; i += 1) {
    const tx = i === 0 ? s.between(40, hx - 100) : s.between(hx + hw + 80, 1140);
    body += `<rect x="${r1(tx - 12)}" y="420" width="24" height="170" fill="#6b4226"/><circle cx="${r1(tx)}" cy="390" r="${r1(s.between(70, 100))}" fill="#2d6a4f"/><circle cx="${r1(tx - 40)}" cy="420" r="60" fill="#40916c"/>`;
  }
  let flowers = '';
  for (let i = 0; i < 40; i += 1) {
    flowers += `<circle cx="${r1(s.between(hx - 60, hx + hw + 60))}" cy="${r1(s.between(585, 620))}" r="${r1(s.between(6, 12))}"/>`;
  }
  body += `<g fill="${p.flowers}">${flowers}</g>`;
  const defs = gradient('sky', [
    [0, p.sky[0]],
    [1, p.sky[1]],
  ]);
  return svg(name, defs, body);
}

const lakePalettes = [
  {
    sky: ['#9fc5e8', '#fdf6e3'],
    water: ['#5b8fb9', '#a9cce3'],
    hills: '#6b705c',
    shore: '#a98467',
    reeds: '#386641',
    birds: '#f4978e',
  },
  {
    sky: ['#f6bd60', '#f7ede2'],
    water: ['#84a59d', '#cfe1dc'],
    hills: '#5e548e',
    shore: '#9c6644',
    reeds: '#2d6a4f',
    birds: '#ff8fab',
  },
  {
    sky: ['#355070', '#e56b6f'],
    water: ['#355070', '#6d597a'],
    hills: '#2b2d42',
    shore: '#5c4033',
    reeds: '#1b4332',
    birds: '#ffb4a2',
  },
  {
    sky: ['#caf0f8', '#ffffff'],
    water: ['#0077b6', '#90e0ef'],
    hills: '#52796f',
    shore: '#b08968',
    reeds: '#40916c',
    birds: '#ff99ac',
  },
];

function lake(name, seed) {
  const s = scene(prng(seed));
  const p = lakePalettes[s.int(0, lakePalettes.length - 1)];
  const horizon = s.between(380, 440);
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += hills(s, horizon, 140, p.hills, 0.8);
  body += `<rect y="${r1(horizon)}" width="${W}" height="${r1(H - horizon)}" fill="url(#water)"/>`;
  for (let i = 0; i < 8; i += 1) {
    body += `<path d="M${r1(s.between(0, 1000))} ${r1(horizon + 20 + i * 30)} h${r1(s.between(60, 200))}" stroke="#ffffff" stroke-opacity="0.3" stroke-width="3"/>`;
  }
  let flock = '';
  for (let i = 0; i < s.int(8, 18); i += 1) {
    const fx = s.between(300, 1000);
    const fy = horizon + s.between(60, 160);
    flock += `<ellipse cx="${r1(fx)}" cy="${r1(fy)}" rx="14" ry="9"/><path d="M${r1(fx + 8)} ${r1(fy)} q6 -26 -2 -40" stroke="${p.birds}" stroke-width="3" fill="none"/><path d="M${r1(fx)} ${r1(fy + 8)} v22" stroke="${p.birds}" stroke-width="2"/>`;
  }
  body += `<g fill="${p.birds}">${flock}</g>`;
  if (s.int(0, 1) === 1) {
    const bx = s.between(150, 800);
    const by = horizon + s.between(40, 120);
    body += `<path d="M${r1(bx)} ${r1(by)} h120 q-10 22 -60 24 q-50 -2 -60 -24 Z" fill="#6c584c"/><path d="M${r1(bx + 60)} ${r1(by)} v-60" stroke="#3d3d3d" stroke-width="3"/>`;
  }
  body += `<path d="M0 ${H - 90} Q300 ${H - 130} 600 ${H - 85} T${W} ${H - 100} V${H} H0 Z" fill="${p.shore}"/>`;
  let reeds = '';
  for (let i = 0; i < 26; i += 1) {
    const rx = i < 13 ? s.between(0, 260) : s.between(940, 1200);
    const rh = s.between(80, 190);
    reeds += `<path d="M${r1(rx)} ${H} q${r1(s.between(-20, 20))} ${r1(-rh / 2)} ${r1(s.between(-30, 30))} ${r1(-rh)}"/>`;
  }
  body += `<g stroke="${p.reeds}" stroke-width="6" fill="none">${reeds}</g>`;
  const defs =
    gradient('sky', [
      [0, p.sky[0]],
      [1, p.sky[1]],
    ]) +
    gradient('water', [
      [0, p.water[0]],
      [1, p.water[1]],
    ]);
  return svg(name, defs, body);
}

const avatarBackgrounds = ['#f4a261', '#2a9d8f', '#e9c46a', '#8ecae6', '#b56576', '#90be6d', '#cdb4db', '#ffafcc'];
const skins = ['#5a3825', '#6f4630', '#8d5524', '#7b4b2a', '#4a2c1d', '#a0673f'];
const shirts = ['#264653', '#3d405b', '#6d597a', '#e76f51', '#1d3557', '#2b9348', '#9d0208', '#003049'];
const hair = ['#1b1b1b', '#2b1d14', '#3a2a1f'];

function avatar(name, seed) {
  const s = scene(prng(seed));
  const skin = s.pick(skins);
  let body = `<rect width="400" height="400" fill="${s.pick(avatarBackgrounds)}"/>`;
  body += `<path d="M70 400 Q80 270 200 262 Q320 270 330 400 Z" fill="${s.pick(shirts)}"/>`;
  body += `<rect x="176" y="220" width="48" height="52" fill="${skin}"/>`;
  body += `<ellipse cx="200" cy="170" rx="72" ry="86" fill="${skin}"/>`;
  const style = s.int(0, 2);
  if (style === 0)
    body += `<path d="M128 160 Q130 78 200 78 Q270 78 272 160 Q250 110 200 108 Q150 110 128 160 Z" fill="${s.pick(hair)}"/>`;
  if (style === 1)
    body += `<path d="M118 190 Q100 70 200 64 Q300 70 282 190 Q276 118 200 104 Q124 118 118 190 Z" fill="${s.pick(hair)}"/>`;
  if (style === 2)
    body += `<path d="M120 150 Q120 40 200 46 Q300 40 286 170 Q300 250 270 280 Q286 180 262 128 Q200 100 140 130 Q116 180 130 280 Q100 240 120 150 Z" fill="${s.pick(hair)}"/>`;
  body += `<circle cx="174" cy="172" r="7" fill="#1b1b1b"/><circle cx="226" cy="172" r="7" fill="#1b1b1b"/><path d="M178 212 Q200 228 222 212" stroke="#3a1f14" stroke-width="5" fill="none" stroke-linecap="round"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400" role="img" aria-label="${name}"><title>${name}</title>${body}</svg>\n`;
}

const themes = { safari, beach, city, interior, home, lake };
const counts = { safari: 10, beach: 10, city: 8, interior: 12, home: 8, lake: 8 };

/** Blog featured images: a theme each. */
const blogImages = [
  ['blog-great-migration', 'safari'],
  ['blog-diani-weekend', 'beach'],
  ['blog-nairobi-neighbourhoods', 'city'],
  ['blog-lake-naivasha', 'lake'],
  ['blog-watamu-turtles', 'beach'],
  ['blog-kisumu-sunsets', 'lake'],
  ['blog-packing-list', 'safari'],
  ['blog-work-from-nairobi', 'interior'],
];

rmSync(root, { recursive: true, force: true });
for (const dir of ['properties', 'blog', 'avatars']) mkdirSync(path.join(root, dir), { recursive: true });

let files = 0;
let bytes = 0;
const write = (file, content) => {
  writeFileSync(path.join(root, file), content);
  files += 1;
  bytes += content.length;
};

for (const [theme, count] of Object.entries(counts)) {
  for (let i = 1; i <= count; i += 1) {
    const id = `${theme}-${String(i).padStart(2, '0')}`;
    write(`properties/${id}.svg`, themes[theme](`${theme} scene ${i}`, id));
  }
}
for (const [id, theme] of blogImages)
  write(`blog/${id}.svg`, themes[theme](id.replace(/^blog-/, '').replace(/-/g, ' '), id));
for (let i = 1; i <= 16; i += 1) {
  const id = `host-${String(i).padStart(2, '0')}`;
  write(`avatars/${id}.svg`, avatar(`Host portrait ${i}`, id));
}

console.log(`wrote ${files} images (${Math.round(bytes / 1024)} KB) to ${path.relative(process.cwd(), root)}`);
