/**
 * Decap's media library (the header's Media) with the site's rules for an upload: a picture is
 * stored under a name no other picture has and in the site's style, never over another (Decap
 * would ask whether to replace it, and a yes deletes the other picture), and a file that is no
 * picture the site can show is refused. The editor's own fields upload through uploads.ts.
 * Decap reads the chosen files from its file input's change event: this listens first (capture
 * phase, on the window), gives the input the renamed files and sends the event on.
 * Relies on (decap-cms-core 3.19.1): the media library's upload being an <input type="file">
 * whose change event React handles at its root. __tests__/dev/7-pictures.spec.ts uploads a
 * picture named as another through it.
 */
import { pictureStore } from "./backends";
import { NOT_A_PICTURE, pictureKind, pictureName, uniqueName } from "./pictures";

/** The media library's folder (the configuration's media_folder). */
const LIBRARY_FOLDER = "content/blog/images";

/** Marks the editor's own widgets, whose file inputs name their uploads themselves (uploads.ts). */
export const OWN_UPLOADS = "data-site-upload";

let forwarding = false;

async function renamed(files: readonly File[]): Promise<File[] | string> {
  const taken = (await pictureStore().pictures(LIBRARY_FOLDER)).map((picture) => picture.name);
  const result: File[] = [];
  for (const file of files) {
    const kind = pictureKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()));
    if (!kind) return `${file.name} ${NOT_A_PICTURE}`;
    const name = uniqueName(pictureName(file.name, kind.ending), [...taken, ...result.map((one) => one.name)]);
    result.push(new File([file], name, { type: file.type || `image/${kind.kind}` }));
  }
  return result;
}

export function guardMediaLibraryUploads(): void {
  window.addEventListener(
    "change",
    (event) => {
      const input = event.target;
      if (forwarding || !(input instanceof HTMLInputElement) || input.type !== "file" || input.closest(`[${OWN_UPLOADS}]`)) return;
      const files = [...(input.files ?? [])];
      if (files.length === 0) return;
      event.stopImmediatePropagation();
      void renamed(files).then((result) => {
        if (typeof result === "string") {
          input.value = "";
          window.alert(result);
          return;
        }
        const transfer = new DataTransfer();
        for (const file of result) transfer.items.add(file);
        input.files = transfer.files;
        forwarding = true;
        try {
          input.dispatchEvent(new Event("change", { bubbles: true }));
        } finally {
          forwarding = false;
        }
      });
    },
    true,
  );
}
