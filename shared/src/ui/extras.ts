/**
 * The UI kit's parts no page's first paint shows: the modal dialog, the FAQ accordion, and a page's
 * loading and error boxes. A subpath of their own (`shared/ui-extras`), so the home page does not load
 * them with `shared/ui` before its largest paint (bench/src/budget.mjs).
 */
export { LoadFailed, StatusBox } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
export { FaqList } from './FaqList';
export type { FaqListProps } from './FaqList';
export { ModalDialog } from './ModalDialog';
export type { ModalDialogProps } from './ModalDialog';
