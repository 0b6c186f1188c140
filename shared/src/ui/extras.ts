import { lazy } from 'react';

/**
 * The UI kit's parts no page's first paint shows: the modal dialog and a page's loading and error
 * boxes. A subpath of their own (`shared/ui-extras`), so the home page does not load them with
 * `shared/ui` before its largest paint (bench/src/budget.mjs). The FAQ accordion is its own subpath
 * (`shared/ui-faq`): only home and the contact page show it, and every page that shows an error box
 * would otherwise load it too.
 */
export { LoadFailed, StatusBox } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
export { ModalDialog } from './ModalDialog';
export type { ModalDialogProps } from './ModalDialog';
// Kept here, loaded when first rendered, for remotes built before it moved to `shared/ui-faq`.
export const FaqList = lazy(() => import('shared/ui-faq').then((m) => ({ default: m.FaqList })));
export type { FaqListProps } from './FaqList';
