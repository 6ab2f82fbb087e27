/**
 * Fields checked before a save as Decap checks its own (a required field left empty is marked
 * "Fill this in" and the save stops), for the two kinds of control Decap leaves unchecked
 * (decap-cms-core 3.19, EditorControlPane's `validate` and Widget's `processInnerControlRef`):
 *   - the editor's own widgets (date, picture, body): Decap checks a field only once its
 *     control hands it a ref, which a function component does not have;
 *   - Decap's list (a post's search phrases): its control's own `validate`, which Decap calls in
 *     place of the field's check, looks at nothing but its items' errors.
 * __tests__/dev/5-editor.spec.ts publishes an empty new post and finds each required field marked.
 */
import React, { useImperativeHandle } from "react";
import ListWidget from "decap-cms-widget-list";

/** Hands Decap a ref for a widget of the editor's own (React 19 passes `ref` as a prop). */
export function useCheckedByDecap(ref: React.Ref<object> | undefined): void {
  useImperativeHandle(ref, () => ({}), []);
}

type ListControlClass = new (props: never) => React.Component & { validate?: unknown };

/** Decap's list control, without the `validate` that stood in for the field's own check. */
export const CheckedListControl = class extends (ListWidget.controlComponent as ListControlClass) {
  validate = undefined;
};
