/**
 * What the blog's pages read of its HTML from outside without the sanitizer: titles and excerpts as
 * text, and whether a picture may load. The list needs only these, so it does not load DOMPurify
 * (its weight on `/blog`: bench/results.md, "`/blog` without DOMPurify"), which only the post page's
 * body needs (sanitizeHtml.ts).
 */
import { runtimeConfig } from 'shared/config';

/**
 * The elements the blog's sanitizer drops with their content, beyond DOMPurify's own list (form
 * fields, embedded objects, frames, document metadata): sanitizeHtml.ts adds them to DOMPurify's.
 */
export const blogDropsWithContent = [
  ...['object', 'embed', 'applet', 'frame', 'frameset', 'form', 'input', 'button', 'select', 'textarea'],
  ...['canvas', 'link', 'meta', 'base'],
];

/**
 * Elements whose content is no text a reader sees: what the sanitizer drops with its content
 * (DOMPurify's own list, then the blog's); the text of any other element stays, as the sanitizer keeps it.
 */
const notText = [
  ...['annotation-xml', 'audio', 'colgroup', 'desc', 'foreignobject', 'head', 'iframe', 'math', 'mi', 'mn'],
  ...['mo', 'ms', 'mtext', 'noembed', 'noframes', 'noscript', 'plaintext', 'script', 'style', 'svg'],
  ...['template', 'thead', 'title', 'video', 'xmp', ...blogDropsWithContent],
].join(',');

/** The text of an HTML fragment (titles and excerpts), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  // A parsed document is inert: nothing in it runs or loads, and only its text leaves it (as text).
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of Array.from(body.querySelectorAll(notText))) element.remove();
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

// Raster pictures written into the post; an SVG document is not let in even as a picture.
const dataImage = /^data:image\/(?:png|gif|jpeg|webp|avif)[;,]/;

/**
 * Where a picture of the blog may come from: the API or the blog source (relative addresses resolve
 * against the blog source), or a `data:` raster. Any other host is dropped, not loaded: a picture
 * from elsewhere tells that host who reads the post (a tracking pixel), and the shell's
 * Content-Security-Policy only allows these origins anyway.
 */
export function blogImageUrl(value: string): string | null {
  const trimmed = value.trim();
  if (dataImage.test(trimmed)) return trimmed;
  const { apiBaseUrl, blogBaseUrl } = runtimeConfig();
  const page = window.location.href;
  try {
    const url = new URL(trimmed, new URL(`${blogBaseUrl.replace(/\/$/, '')}/`, page));
    const allowed = [apiBaseUrl, blogBaseUrl].map((base) => new URL(base, page).origin);
    return trimmed !== '' && /^https?:$/.test(url.protocol) && allowed.includes(url.origin) ? url.href : null;
  } catch {
    return null;
  }
}
