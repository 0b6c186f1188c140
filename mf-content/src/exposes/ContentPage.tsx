import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { ContentPageName, ContentPageProps, ExposedModules } from 'contracts';
import { RemoteSkeleton } from 'shared/ui';

type PageLoader = () => Promise<{ default: ComponentType }>;

/** `React.lazy` wants a default export; the pages use named ones. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): PageLoader {
  return () => load().then((module) => ({ default: pick(module) }));
}

/**
 * One lazy component per page, kept once it loads. A page whose chunk failed is forgotten (React.lazy
 * remembers a failure forever), so a retry inside the same module instance — the standalone page, or
 * a host that retries without reloading this remote — imports it again.
 */
const loaded = new Map<ContentPageName, LazyExoticComponent<ComponentType>>();
function lazyPage(name: ContentPageName): LazyExoticComponent<ComponentType> {
  let component = loaded.get(name);
  if (!component) {
    component = lazy(() =>
      loaders[name]().catch((error: unknown) => {
        loaded.delete(name);
        throw error;
      }),
    );
    loaded.set(name, component);
  }
  return component;
}

/** Each content page is its own chunk; the shell names the page, this remote renders it. */
const loaders: Record<ContentPageName, PageLoader> = {
  about: page(
    () => import('../features/about/AboutPage'),
    (m) => m.AboutPage,
  ),
  contact: page(
    () => import('../features/contact/ContactPage'),
    (m) => m.ContactPage,
  ),
  blog: page(
    () => import('../features/blog/BlogListPage'),
    (m) => m.BlogListPage,
  ),
  'blog-post': page(
    () => import('../features/blog/BlogPostPage'),
    (m) => m.BlogPostPage,
  ),
  terms: page(
    () => import('../features/legal/TermsPage'),
    (m) => m.TermsPage,
  ),
  privacy: page(
    () => import('../features/legal/PrivacyPage'),
    (m) => m.PrivacyPage,
  ),
  cancellation: page(
    () => import('../features/legal/CancellationPage'),
    (m) => m.CancellationPage,
  ),
  'host-terms': page(
    () => import('../features/legal/HostTermsPage'),
    (m) => m.HostTermsPage,
  ),
  sitemap: page(
    () => import('../features/sitemap/SitemapPage'),
    (m) => m.SitemapPage,
  ),
  help: page(
    () => import('../features/help/HelpCenterPage'),
    (m) => m.HelpCenterPage,
  ),
  'become-host': page(
    () => import('../features/host/BecomeHostPage'),
    (m) => m.BecomeHostPage,
  ),
};

function ContentPage({ page: name }: ContentPageProps) {
  // An unknown name is a contract break between shell and remote: fail loudly into the shell's boundary.
  const Page = Object.hasOwn(loaders, name) ? lazyPage(name) : undefined;
  if (!Page) throw new Error(`The ${name} page is not available`);
  return (
    <Suspense fallback={<RemoteSkeleton />}>
      <Page />
    </Suspense>
  );
}

export default ContentPage satisfies ComponentType<ExposedModules['content/ContentPage']>;
