/**
 * The blog's HTML comes from outside (a WordPress site), so it is rebuilt from an allowlist before it
 * reaches the page (ARCHITECTURE "Content from the blog source is HTML from outside"). The input is
 * parsed into an inert document (DOMParser runs no scripts and loads nothing), then only allowlisted
 * elements with allowlisted attributes are copied into a fresh tree. Nothing is ever "removed" from
 * the parsed tree: whatever the walk does not copy simply does not exist in the output.
 */

/** Elements kept as they are (h1, h5 and h6 are renamed to keep the page's heading outline). */
const allowedTags = new Set([
  'p',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'b',
  'i',
  'a',
  'blockquote',
  'br',
  'img',
  'figure',
  'figcaption',
]);

const renamedTags: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

/** Elements dropped with everything inside them; any other unknown element is unwrapped. */
const droppedTags = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'select',
  'textarea',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'svg',
  'math',
  'video',
  'audio',
  'canvas',
  'link',
  'meta',
  'base',
  'head',
  'title',
  'xmp',
  'plaintext',
]);

const allowedAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

const linkSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const imageSchemes = new Set(['http:', 'https:']);

/**
 * A URL the page may use: http(s) (plus mailto: and tel: for links) or relative. Browsers ignore
 * tabs, newlines and control characters inside a scheme (`java\tscript:`), so the scheme is read
 * with them stripped. Entities are already decoded by the parser.
 */
export function safeUrl(value: string, kind: 'link' | 'image' = 'link'): string | null {
  const trimmed = value.trim();
  // eslint-disable-next-line no-control-regex -- stripping control characters is the point
  const compact = trimmed.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact === '') return null;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  if (scheme === undefined) return trimmed;
  const allowed = kind === 'image' ? imageSchemes : linkSchemes;
  return allowed.has(`${scheme.toLowerCase()}:`) ? trimmed : null;
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

export interface SanitizeOptions {
  /** Where relative image addresses point (the blog source), so they do not resolve against the site. */
  imageBase?: string;
}

function resolveImage(url: string, base: string | undefined): string | null {
  if (!base) return url;
  try {
    return safeUrl(new URL(url, `${base.replace(/\/$/, '')}/`).href, 'image');
  } catch {
    return null;
  }
}

function copyAttributes(source: Element, target: Element, tag: string, options: SanitizeOptions) {
  for (const name of allowedAttributes[tag] ?? []) {
    const value = source.getAttribute(name);
    if (value === null) continue;
    if (name === 'href') {
      const url = safeUrl(value, 'link');
      if (url !== null) target.setAttribute(name, url);
    } else if (name === 'src') {
      const url = safeUrl(value, 'image');
      const resolved = url === null ? null : resolveImage(url, options.imageBase);
      if (resolved !== null) target.setAttribute(name, resolved);
    } else if (name === 'width' || name === 'height') {
      if (/^\d{1,5}$/.test(value.trim())) target.setAttribute(name, value.trim());
    } else {
      target.setAttribute(name, value);
    }
  }
  if (tag === 'a' && target.hasAttribute('href')) target.setAttribute('rel', 'noopener noreferrer');
  if (tag === 'img') {
    if (!target.hasAttribute('alt')) target.setAttribute('alt', '');
    target.setAttribute('loading', 'lazy');
    target.setAttribute('decoding', 'async');
  }
}

function copyChildren(from: Node, to: Node, doc: Document, options: SanitizeOptions) {
  for (const child of Array.from(from.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue; // comments, processing instructions
    const element = child as Element;
    const original = element.localName.toLowerCase();
    if (droppedTags.has(original) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') continue;
    const tag = renamedTags[original] ?? original;
    if (!allowedTags.has(tag)) {
      copyChildren(element, to, doc, options); // unwrap: keep the text of <div>, <span>, <section>…
      continue;
    }
    if (tag === 'img' && safeUrl(element.getAttribute('src') ?? '', 'image') === null) continue;
    const clean = doc.createElement(tag);
    copyAttributes(element, clean, tag, options);
    copyChildren(element, clean, doc, options);
    to.appendChild(clean);
  }
}

/** HTML that keeps the source's text and simple structure, and nothing that can run or load code. */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const source = parse(html);
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  copyChildren(source.body, container, output, options);
  return container.innerHTML;
}

/** The text of an HTML fragment (titles and excerpts), entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  const clean = parse(sanitizeHtml(html));
  return (clean.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
