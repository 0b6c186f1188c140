import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContentPageName, ContentPageProps, ExposedModules } from 'shared/contracts';
import { RemoteSkeleton } from 'shared/ui';

/** Each content page is its own chunk; the shell names the page, this remote renders it. */
const pages: Partial<Record<ContentPageName, LazyExoticComponent<ComponentType>>> = {
  about: lazy(() => import('../features/about/AboutPage')),
};

function ContentPage({ page }: ContentPageProps) {
  const Page = pages[page];
  if (!Page) throw new Error(`The ${page} page is not available`);
  return (
    <Suspense fallback={<RemoteSkeleton />}>
      <Page />
    </Suspense>
  );
}

export default ContentPage satisfies ComponentType<ExposedModules['content/ContentPage']>;
