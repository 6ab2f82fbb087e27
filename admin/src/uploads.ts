/**
 * An author's picture into the entry being edited, from the picture field or the body's picture
 * button: checked to be a picture the build reads, named after the file in the site's style
 * and so that it replaces no other picture (pictures.ts), and staged by Decap with the entry
 * (saved with it, as one commit on GitHub). Returns the path the content file writes.
 */
import { pictureStore } from "./backends";
import { NOT_A_PICTURE, pictureKind, pictureName, uniqueName } from "./pictures";
import type { PictureChoice } from "./body/PictureDialog";
import type { ControlProps } from "./widgets/types";

/** Where a collection's pictures are: "content/blog/images" (cmsCollections' media_folder). */
export const pictureFolder = (collection: string) => `content/${collection}/images`;

/** The path a content file writes for a picture of its own folder. */
const picturePath = (name: string) => `./images/${name}`;

/** The pictures already on the site that a collection's files can show, as the editor's pickers list them. */
export async function sitePictures(collection: string): Promise<PictureChoice[]> {
  return (await pictureStore().pictures(pictureFolder(collection))).map((picture) => ({ name: picture.name, path: picturePath(picture.name), url: picture.url }));
}

/** The names staged in this editor, not yet saved: none of them is given twice either. */
const staged = new Set<string>();

export async function uploadPicture(file: File, props: Pick<ControlProps<unknown>, "collection" | "field" | "onPersistMedia">): Promise<string> {
  const kind = pictureKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
  if (!kind) throw new Error(`${file.name} ${NOT_A_PICTURE}`);
  const folder = pictureFolder(String(props.collection.get("name")));
  const existing = (await pictureStore().pictures(folder)).map((picture) => picture.name);
  const name = uniqueName(pictureName(file.name, kind.ending), [...existing, ...[...staged].filter((one) => one.startsWith(`${folder}/`)).map((one) => one.slice(folder.length + 1))]);
  staged.add(`${folder}/${name}`);
  await props.onPersistMedia(new File([file], name, { type: file.type || `image/${kind.kind}` }), { field: props.field });
  return picturePath(name);
}
