export { theme, media } from './theme';
export type { SiteTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { SiteProviders } from './SiteProviders';
export type { SiteProvidersProps } from './SiteProviders';
export { RemoteModule, RemoteLoaderProvider, RemoteSkeleton, RetryButton, useRemoteLoader } from './RemoteModule';
export type { RemoteLoader, RemoteModuleProps, RemoteFallbackProps } from './RemoteModule';
export { ToastViewport, SWIPE_DISMISS_PX } from './ToastViewport';
export { FaqList } from './FaqList';
export { BelowTheFold } from './BelowTheFold';
export { heroBackdrop } from './heroBackdrop';
export type { BelowTheFoldProps } from './BelowTheFold';
export { ModalDialog } from './ModalDialog';
export { usePageMeta } from './usePageMeta';
export type { PageMeta } from './usePageMeta';
export type { ModalDialogProps } from './ModalDialog';
export type { FaqListProps } from './FaqList';
// Money formatting is a contract (the API's emails use it too); re-exported here for the front ends.
export { formatKsh, formatPrice } from 'shared/contracts';
