export { theme, media, PHONE_QUERY } from './theme';
export type { SiteTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { SiteProviders } from './SiteProviders';
export type { SiteProvidersProps } from './SiteProviders';
export { RemoteModule, RemoteLoaderProvider, RemoteSkeleton, RetryButton, useRemoteLoader } from './RemoteModule';
export type { RemoteLoader, RemoteModuleProps, RemoteFallbackProps } from './RemoteModule';
export { ToastViewport, SWIPE_DISMISS_PX } from './ToastViewport';
// A page's error state lives in `shared/ui-extras`, the dialog in `shared/ui-dialog` and the FAQ list
// in `shared/ui-faq`, off the home page's critical path (no first paint shows them).
export { heroBackdrop } from './heroBackdrop';
export { PageContainer } from './PageContainer';
export { usePageMeta } from './usePageMeta';
export { loadOnIntent } from './loadOnIntent';
export { useMediaQuery } from './useMediaQuery';
export type { PageMeta } from './usePageMeta';
// Money formatting is a contract (the API's emails use it too); re-exported here for the front ends.
export { formatKsh, formatPrice } from 'contracts';
