/**
 * The form kit (`shared/ui-form`): the look of a field and of a form's notice, and the resolver that
 * puts a form's own check under react-hook-form. An entry of its own, loaded by the parts that show a
 * form, so a page without one does not load it with `shared/ui`.
 */
export { checkResolver } from './checkResolver';
export type { FieldMessages } from './checkResolver';
export { controlLook, labelLook, Field, FieldLabel, FieldHint, FieldMessage, Notice } from './fields';
export type { ControlCorner, NoticeTone } from './fields';
