// What the two static origins send so that the site cannot be framed, sniffed or made to run a
// script it did not ship. The origins are configuration (SHELL_ORIGIN, CDN_ORIGIN, API_ORIGIN,
// BLOG_ORIGIN); the page's inline scripts are allowed by their hashes, read from the very HTML
// being served, so a rebuild of the shell can never leave the policy behind.
import { createHash } from 'node:crypto';

// The catalog's maps (the results' map, the detail page's area) draw OpenStreetMap's tiles as
// pictures (mf-catalog src/lib/map/tiles.ts); nothing is framed and no map script comes from elsewhere.
const mapTiles = 'https://tile.openstreetmap.org';

/**
 * Headers every answer of an origin carries, errors included. The policy here is for files (scripts,
 * JSON, images): opened on their own as a document, they may run, load and be framed by nothing.
 * HSTS is sent only when the origin is configured as https (a browser ignores it over http anyway),
 * so production, which is https, has it on.
 */
export function originHeaders(origin) {
  return {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate `frame-ancestors`.
    'X-Frame-Options': 'DENY',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...(new URL(origin).protocol === 'https:' && { 'Strict-Transport-Security': 'max-age=31536000' }),
  };
}

/** `'sha256-…'` of each inline `<script>` (one without `src`) of an HTML document, in order. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of String(html).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    // The browser hashes the text as parsed, its line breaks normalised to LF.
    const text = body.replace(/\r\n?/g, '\n');
    hashes.push(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The shell page's policy: exactly what the site loads. Scripts from the shell origin, the CDN origin
 * (remote entries and chunks) and the page's inline head script by its hash; data from the shell
 * origin (`/remotes.json`), the CDN (manifests), the API and the blog source when it has its own
 * origin; pictures from the API, the blog source, `data:` (the drawn scenes) and `blob:` (the preview of a
 * photo a host has chosen, before it is sent), and from the CDN as
 * whatever else a remote's build emits (styles too), and the maps' tiles. Styles allow 'unsafe-inline': styled-components
 * writes its rules into `<style>` elements at run time, and a nonce would need every HTML answer
 * rewritten; a style cannot run a script.
 */
export function pagePolicy({ cdnOrigin, apiOrigin, blogOrigin }, html) {
  const origins = [...new Set([cdnOrigin, apiOrigin, blogOrigin].filter(Boolean))];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", cdnOrigin, ...inlineScriptHashes(html)],
    'style-src': ["'self'", cdnOrigin, "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins, mapTiles],
    'connect-src': ["'self'", ...origins],
    'frame-src': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
