import { useEffect } from 'react';

export interface PageMeta {
  /** The whole tab title (see `pageTitle` in `shared/config`). */
  title: string;
  description?: string;
}

/**
 * A page names itself for the tab, search engines and link previews while it is shown. It updates
 * the one description tag the shell's HTML carries, and puts the previous values back when it goes,
 * so the next page never inherits them.
 */
export function usePageMeta({ title, description }: PageMeta) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title;
    const restore = [
      setMeta('property', 'og:title', title),
      ...(description
        ? [setMeta('name', 'description', description), setMeta('property', 'og:description', description)]
        : []),
    ];
    return () => {
      document.title = previousTitle;
      for (const undo of restore) undo();
    };
  }, [title, description]);
}

function setMeta(attribute: 'name' | 'property', key: string, content: string): () => void {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  const previous = tag?.content;
  if (!tag) {
    tag = document.createElement('meta');
    tag.setAttribute(attribute, key);
    document.head.appendChild(tag);
  }
  tag.content = content;
  const written = tag;
  return () => {
    if (previous === undefined) written.remove();
    else written.content = previous;
  };
}
