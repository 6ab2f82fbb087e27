/**
 * A picture field (the post's picture, a banner, a service's figures): the picture shown, and
 * two ways to change it: upload one from the computer or phone, stored under a name of its own
 * beside the content file (uploads.ts), or choose one already on the site (PictureChooser).
 * An optional picture can be removed from the field; the file stays on the site.
 * The thumbnail waits for the picture to load: Decap's lookup answers "loading" first and is
 * asked again until the picture is there (decap.ts, pictureState).
 */
import React, { useEffect, useRef, useState } from "react";
import { pictureState } from "../decap";
import { pictureStore, type PictureFile } from "../backends";
import { PICTURE_TYPES } from "../pictures";
import { OWN_UPLOADS } from "../media-library";
import { pictureFolder, picturePath, uploadPicture } from "../uploads";
import type { ControlProps } from "./types";

const ASK_EVERY_MS = 100;
const ASK_FOR_MS = 20_000;

/** Where a picture stands for the editor: its address once loaded, "loading", or "missing". */
function useAddress(props: ControlProps<string>, path: string | undefined): string {
  const { getAsset, field } = props;
  const [state, setState] = useState("loading");
  useEffect(() => {
    if (!path) return undefined;
    const until = Date.now() + ASK_FOR_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      const now = pictureState((asked) => getAsset(asked, field), path);
      setState(now);
      if (now === "loading" && Date.now() < until) timer = setTimeout(ask, ASK_EVERY_MS);
    };
    ask();
    return () => clearTimeout(timer);
  }, [path, getAsset, field]);
  return path ? state : "missing";
}

/** Pictures already on the site, filtered by name, one chosen with a click. */
function PictureChooser({ folder, onChoose, onClose }: { folder: string; onChoose: (picture: PictureFile) => void; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [pictures, setPictures] = useState<PictureFile[] | null>(null);
  const [filter, setFilter] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
    pictureStore().pictures(folder).then(setPictures, (error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, [folder]);
  const shown = (pictures ?? []).filter((picture) => picture.name.includes(filter.trim().toLowerCase()));
  return (
    <dialog ref={dialog} className="site-dialog" aria-labelledby="site-chooser-title" onClose={onClose}>
      <h2 id="site-chooser-title">Choose a picture already on the site</h2>
      <label className="site-label">
        Find by name
        <input type="search" value={filter} onChange={(event) => setFilter(event.target.value)} autoFocus />
      </label>
      {problem ? <p role="alert">{problem}</p> : pictures === null ? <p>Loading the pictures…</p> : <p aria-live="polite">{shown.length} of {pictures.length} pictures</p>}
      <ul className="site-choices">
        {shown.map((picture) => (
          <li key={picture.path}>
            <button type="button" onClick={() => onChoose(picture)}>
              <img src={picture.url} alt="" loading="lazy" width={120} height={68} />
              <span>{picture.name}</span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="site-button" onClick={() => dialog.current?.close()}>
        Cancel
      </button>
    </dialog>
  );
}

export function PictureControl(props: ControlProps<string>) {
  const { value, onChange, forID, field, collection } = props;
  const path = typeof value === "string" && value ? value : undefined;
  const address = useAddress(props, path);
  const [status, setStatus] = useState<{ text: string; wrong?: boolean } | null>(null);
  const [choosing, setChoosing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const label = String(field.get("label") ?? "Picture");
  const optional = field.get("required") === false;
  const loaded = address !== "loading" && address !== "missing";

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setStatus({ text: `Adding ${file.name}…` });
    try {
      const written = await uploadPicture(file, props);
      onChange(written);
      setStatus({ text: `Added as ${written.replace(/^.*\//, "")}: it is saved with the post.` });
    } catch (error) {
      setStatus({ text: error instanceof Error ? error.message : String(error), wrong: true });
    }
  };

  return (
    <div role="group" id={forID} aria-label={label} className="site-picture" {...{ [OWN_UPLOADS]: "" }}>
      <div className="site-thumbnail">
        {loaded ? <img src={address} alt={`The picture now: ${path?.replace(/^.*\//, "")}`} /> : <span>{path ? (address === "missing" ? `${path} is not on the site` : "Loading the picture…") : "No picture yet"}</span>}
      </div>
      {path ? <p className="site-said">{path.replace(/^.*\//, "")}</p> : null}
      <div className="site-row">
        <button type="button" className="site-button" onClick={() => input.current?.click()}>
          Upload a new picture
        </button>
        <button type="button" className="site-button" onClick={() => setChoosing(true)}>
          Choose one already on the site
        </button>
        {optional && path ? (
          <button type="button" className="site-button" onClick={() => onChange("")}>
            Remove from this field
          </button>
        ) : null}
      </div>
      <input
        ref={input}
        type="file"
        accept={PICTURE_TYPES.join(",")}
        className="site-hidden"
        tabIndex={-1}
        aria-label={`Upload a new picture for ${label}`}
        onChange={(event) => {
          void upload(event.target.files?.[0]);
          event.target.value = "";
        }}
      />
      <p className={status?.wrong ? "site-said site-wrong" : "site-said"} role={status?.wrong ? "alert" : undefined} aria-live="polite">
        {status?.text ?? ""}
      </p>
      {choosing ? (
        <PictureChooser
          folder={pictureFolder(String(collection.get("name")))}
          onChoose={(picture) => {
            onChange(picturePath(picture.name));
            setChoosing(false);
            setStatus({ text: `Chose ${picture.name}.` });
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}
