import { lazy } from 'react';
export { theme, media } from './theme';
export type { SiteTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { SiteProviders } from './SiteProviders';
export type { SiteProvidersProps } from './SiteProviders';
export { RemoteModule, RemoteLoaderProvider, RemoteSkeleton, RetryButton, useRemoteLoader } from './RemoteModule';
export type { RemoteLoader, RemoteModuleProps, RemoteFallbackProps } from './RemoteModule';
export { ToastViewport, SWIPE_DISMISS_PX } from './ToastViewport';
// A page's error state lives in `shared/ui-extras`, the dialog in `shared/ui-dialog` and the FAQ list
// in `shared/ui-faq`, off the home page's critical path (no first paint shows them). The names stay
// here, loaded when first rendered, for remotes built before they moved.
export const LoadFailed = lazy(() => import('shared/ui-extras').then((m) => ({ default: m.LoadFailed })));
export const StatusBox = lazy(() => import('shared/ui-extras').then((m) => ({ default: m.StatusBox })));
export const FaqList = lazy(() => import('shared/ui-faq').then((m) => ({ default: m.FaqList })));
export const ModalDialog = lazy(() => import('shared/ui-dialog').then((m) => ({ default: m.ModalDialog })));
export type { LoadFailedProps } from './LoadFailed';
export { BelowTheFold } from './BelowTheFold';
export { heroBackdrop } from './heroBackdrop';
export { PageContainer } from './PageContainer';
export type { BelowTheFoldProps } from './BelowTheFold';
export { usePageMeta } from './usePageMeta';
export { loadOnIntent } from './loadOnIntent';
export type { PageMeta } from './usePageMeta';
export type { ModalDialogProps } from './ModalDialog';
export type { FaqListProps } from './FaqList';
// Money formatting is a contract (the API's emails use it too); re-exported here for the front ends.
export { formatKsh, formatPrice } from 'shared/contracts';
