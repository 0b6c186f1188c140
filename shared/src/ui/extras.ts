/**
 * A page's loading and error boxes, which no first paint shows: a subpath of their own
 * (`shared/ui-extras`), so the home page does not load them with `shared/ui` before its largest paint
 * (bench/src/budget.mjs). The modal dialog (`shared/ui-dialog`) and the FAQ accordion
 * (`shared/ui-faq`) are entries of their own: every page that may show an error box loads this one,
 * and most never open a dialog or show the FAQ.
 */
export { LoadFailed, StatusBox } from './LoadFailed';
export type { LoadFailedProps } from './LoadFailed';
