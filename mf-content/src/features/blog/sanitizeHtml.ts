/**
 * The blog's HTML comes from outside (a WordPress site), so it goes through DOMPurify with an
 * allowlist before it reaches the page (ARCHITECTURE "Content from the blog source is HTML from
 * outside"). DOMPurify parses into an inert document and knows the parser's traps (mXSS through
 * svg/math, clobbering, namespace confusion); the hooks below add what is the blog's own policy:
 * attributes per element, images only from where the page may load them, and `rel`/`loading`.
 */
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { blogDropsWithContent, blogImageUrl } from './blogSource';

/** h1 becomes h2 (the page has one title) and h5/h6 become h4: the page's heading outline. */
const renamedTags: Record<string, string> = { h1: 'h2', h5: 'h4', h6: 'h4' };

const allowedAttributes: Record<string, readonly string[]> = {
  a: ['href', 'title'],
  img: ['src', 'alt', 'width', 'height'],
};

const config: Config = {
  ALLOWED_TAGS: [
    ...['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote', 'br'],
    ...['img', 'figure', 'figcaption', ...Object.keys(renamedTags)],
  ],
  ALLOWED_ATTR: Object.values(allowedAttributes).flat(),
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // http(s), mailto:, tel: and relative addresses; DOMPurify strips whitespace and control
  // characters (`java\tscript:`) before it tests a value.
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  // Any other element is unwrapped (the text of div, span, section stays); these go with their content.
  ADD_FORBID_CONTENTS: blogDropsWithContent,
  RETURN_DOM_FRAGMENT: true,
};

let instance: DOMPurify | null = null;

function purifier(): DOMPurify {
  if (instance) return instance;
  // A purifier of its own: hooks are per instance, so no other code's DOMPurify gets the blog's rules.
  const purify = createDOMPurify(window);
  // Without a DOM DOMPurify returns its input untouched; never render that.
  if (!purify.isSupported) throw new Error('The blog cannot be shown without a DOM to sanitize it in');
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    const tag = node.localName;
    if (!allowedAttributes[tag]?.includes(event.attrName)) {
      event.keepAttr = false;
    } else if (event.attrName === 'width' || event.attrName === 'height') {
      event.keepAttr = /^\d{1,5}$/.test(event.attrValue);
    } else if (tag === 'img' && event.attrName === 'src') {
      const url = blogImageUrl(event.attrValue);
      if (url === null) event.keepAttr = false;
      else event.attrValue = url;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.localName === 'a' && node.hasAttribute('href')) node.setAttribute('rel', 'noopener noreferrer');
    if (node.localName === 'img') {
      // A picture with no address the page may load is no picture: drop it, alt text and all.
      if (!node.hasAttribute('src')) return node.remove();
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  instance = purify;
  return purify;
}

function purify(html: string): DocumentFragment {
  return purifier().sanitize(html, { ...config, RETURN_DOM_FRAGMENT: true });
}

/** HTML that keeps the source's text and simple structure, and nothing that can run or load code. */
export function sanitizeHtml(html: string): string {
  const fragment = purify(html);
  const doc = fragment.ownerDocument;
  for (const heading of Array.from(fragment.querySelectorAll(Object.keys(renamedTags).join(',')))) {
    const renamed = doc.createElement(renamedTags[heading.localName] as string);
    renamed.append(...Array.from(heading.childNodes));
    heading.replaceWith(renamed);
  }
  const container = doc.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
