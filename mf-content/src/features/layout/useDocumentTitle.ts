import { useEffect } from 'react';
import { site } from 'shared/config';

/**
 * Sets the tab title (`<page> · Makao`) and the meta description while a content page is shown. The
 * previous values come back when the page unmounts, so the next page never inherits ours.
 */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${title} · ${site.name}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const previousDescription = meta?.content;
    if (description) {
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.append(meta);
      }
      meta.content = description;
    }
    return () => {
      document.title = previousTitle;
      if (meta && description) {
        if (previousDescription === undefined) meta.remove();
        else meta.content = previousDescription;
      }
    };
  }, [title, description]);
}
