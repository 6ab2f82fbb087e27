import { PHRASES, sitePhrases } from "../../../admin/src/phrases";

const at = (phrases: unknown, path: string) => path.split(".").reduce((node, key) => (node as Record<string, unknown>)[key], phrases);

test("each of the site's phrases replaces one in Decap's English (the editor's own, decap-cms-locales)", () => {
  const phrases = sitePhrases();
  for (const [path, text] of Object.entries(PHRASES)) expect([path, at(phrases, path)]).toEqual([path, text]);
  // The rest is Decap's.
  expect(at(phrases, "collection.collectionTop.newButtonAriaLabel")).toBe("Create entry of type %{collectionLabel}");
});

test("a phrase Decap does not have stops the editor with its path", () => {
  expect(() => sitePhrases({ editor: {} })).toThrow("Decap's English has no phrase editor.editorControlPane.widget.required");
});
