import type { BrowserContext } from 'playwright-core';

/** Where the catalog's maps draw their tiles from (mf-catalog src/lib/map/tiles.ts). */
const MAP_TILES = 'https://tile.openstreetmap.org/**';

/** A 1×1 sand-coloured PNG: the tests have no network, so each tile is this. */
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP49O4pAAWbAsYivZ1HAAAAAElFTkSuQmCC',
  'base64',
);

/** The map service answers every tile (a plain picture), as it does on the internet. */
export async function serveMapTiles(context: BrowserContext): Promise<void> {
  await context.route(MAP_TILES, (route) => route.fulfill({ contentType: 'image/png', body: TILE }));
}

/** The map service cannot be reached. */
export async function failMapTiles(context: BrowserContext): Promise<void> {
  await context.route(MAP_TILES, (route) => route.abort('internetdisconnected'));
}
