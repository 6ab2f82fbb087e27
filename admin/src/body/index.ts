/**
 * The body editor (BodyEditor.tsx): the MDX text of a post or page in CodeMirror with a toolbar,
 * shortcuts and dialogs for links, pictures and the site's components, for the editor's body
 * field (admin/src/decap.ts registers the form's widgets).
 */
export { BodyEditor } from "./BodyEditor";
export type { LinkTarget } from "./snippets";
export type { PictureChoice } from "./PictureDialog";
