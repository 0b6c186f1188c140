import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { artPalette, fallbackPhotoScenes, initialsAvatar, sceneFiles } from './sceneArt';

const dir = path.join(__dirname, 'scenes');
const files = readdirSync(dir).filter((name) => name.endsWith('.svg'));
const scene = (name: string) => readFileSync(path.join(dir, name), 'utf8');

describe('the drawn scenes', () => {
  it('are one file each, every file a scene the code names', () => {
    expect(files.map((name) => name.replace(/\.svg$/, '')).sort()).toEqual(Object.keys(sceneFiles).sort());
    for (const { scene: name } of fallbackPhotoScenes) expect(files).toContain(`${name}.svg`);
  });

  it.each(files)('%s is a 600 × 400 picture that loads nothing and runs nothing', (name) => {
    const svg = scene(name);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 600 400" width="600" height="400">/,
    );
    expect(svg.trimEnd()).toMatch(/<\/svg>$/);
    expect(svg).not.toMatch(/<script|<foreignObject|\bhref=|url\(|\son[a-z]+=/i);
  });

  it.each(files)("%s is drawn in the theme's colours and the illustration palette", (name) => {
    const palette = new Set(Object.values(artPalette).map((colour) => colour.toLowerCase()));
    const used = new Set([...scene(name).matchAll(/#[0-9a-f]{3,8}\b/gi)].map(([colour]) => colour.toLowerCase()));
    expect([...used].filter((colour) => !palette.has(colour))).toEqual([]);
  });
});

describe('initialsAvatar', () => {
  it("draws the first two initials in one of the palette's tones", () => {
    const svg = decodeURIComponent(
      initialsAvatar('amina wanjiru kamau').replace(/^data:image\/svg\+xml;charset=utf-8,/, ''),
    );
    expect(svg).toContain('>AW</text>');
    expect(svg).toMatch(/fill="(#[0-9a-f]{6})"/i);
  });
});
