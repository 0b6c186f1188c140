export { theme, media } from './theme';
export type { SiteTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { SiteProviders } from './SiteProviders';
export type { SiteProvidersProps } from './SiteProviders';
export { RemoteModule, RemoteLoaderProvider, RemoteSkeleton, RetryButton, useRemoteLoader } from './RemoteModule';
export type { RemoteLoader, RemoteModuleProps, RemoteFallbackProps } from './RemoteModule';
export { ToastViewport, SWIPE_DISMISS_PX } from './ToastViewport';
export { formatKsh, formatPrice } from './formatKsh';
