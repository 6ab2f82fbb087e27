/** Decap's English phrases, with those the site words its own way. */
import { en } from "decap-cms-locales";

/** The phrases replaced, each named by its path in Decap's English. */
export const PHRASES: Readonly<Record<string, string>> = {
  // The label already says "(required)".
  "editor.editorControlPane.widget.required": "Fill this in: it is needed before saving.",
  // Decap's "＋ Blog post" uses a full-width plus that many fonts lack.
  "collection.collectionTop.newButton": "New %{collectionLabel}",
  // A refused save says why in the author's words, after these, not as Decap's "Failed to persist entry: Error: …".
  "ui.toast.onFailToPersist": "Not saved: %{details}",
  // Plain words for an owner, in place of Decap's own terms.
  "app.header.quickAdd": "New",
  "collection.sidebar.collections": "Content",
  "editor.editorToolbar.backCollection": " Back to %{collectionLabel}",
  "mediaLibrary.mediaLibraryModal.mediaAssets": "Pictures",
  "mediaLibrary.mediaLibrary.onDelete": "Delete the selected picture from the site for good? A picture a page still shows is kept.",
  "ui.toast.missingRequiredField": "Not saved: the fields marked in red need filling in first.",
  "editor.editor.onLeavePage": "Leave this page? What you have changed and not published will be lost.",
  "editor.editorToolbar.publishAndDuplicate": "Publish, then start a copy",
  // The state of a file with nothing left to publish: a draft saved so is not on the live site.
  "editor.editorToolbar.published": "Saved",
  // The rule a field breaks, after its label: the rules say what is allowed, with an example.
  "editor.editorControlPane.widget.regexPattern": "%{fieldLabel}: %{pattern}.",
};

type Phrases = Record<string, unknown>;

/** A copy of `phrases` with the phrase at `path` replaced; throws when Decap has no phrase there. */
function withPhrase(phrases: Phrases, [key, ...rest]: string[], text: string, path: string): Phrases {
  if (!(key in phrases)) throw new Error(`Decap's English has no phrase ${path}`);
  return { ...phrases, [key]: rest.length ? withPhrase(phrases[key] as Phrases, rest, text, path) : text };
}

/** `english` (Decap's, by default) with PHRASES in place. */
export function sitePhrases(english: Phrases = en): Phrases {
  return Object.entries(PHRASES).reduce((phrases, [path, text]) => withPhrase(phrases, path.split("."), text, path), english);
}
