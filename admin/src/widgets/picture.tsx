/**
 * A picture field (the post's picture, a banner, a service's figures): the picture shown, and
 * two ways to change it: upload one from the computer or phone, stored under a name of its own
 * beside the content file (uploads.ts), or choose one already on the site (PictureChooser, with
 * the body's picture dialog's thumbnails).
 * An optional picture can be removed from the field; the file stays on the site.
 * The thumbnail waits for the picture to load: Decap's lookup answers "loading" first and is
 * asked again until the picture is there (pictures.ts, pictureState).
 */
import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { useAsked } from "../body/FindList";
import { Modal } from "../body/Modal";
import { SitePictures, type PictureChoice } from "../body/PictureDialog";
import { addBodyEditorStyles } from "../body/styles";
import { pictureState, PICTURE_TYPES } from "../pictures";
import { OWN_UPLOADS } from "../media-library";
import { sitePictures, uploadPicture } from "../uploads";
import { useCheckedByDecap } from "./checked";
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

/** A picture already on the site, chosen from its thumbnails (the body's picture dialog lists them alike). */
function PictureChooser({ collection, onChoose, onClose }: { collection: string; onChoose: (picture: PictureChoice) => void; onClose: () => void }) {
  const id = useId();
  const ask = useCallback(() => sitePictures(collection), [collection]);
  const { items, error } = useAsked(ask);
  const [chosen, setChosen] = useState<PictureChoice | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  addBodyEditorStyles();
  return (
    <Modal title="Choose a picture already on the site" submitLabel="Use this picture" onSubmit={() => (chosen ? onChoose(chosen) : setProblem("Choose one of the pictures first."))} onClose={onClose}>
      <SitePictures id={id} pictures={items} error={error} otherwise="Upload one instead." chosen={chosen?.path ?? null} onChoose={setChosen} />
      {problem && !chosen ? <p className="body-editor-field__problem">{problem}</p> : null}
    </Modal>
  );
}

export function PictureControl(props: ControlProps<string>) {
  useCheckedByDecap(props.ref);
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
          collection={String(collection.get("name"))}
          onChoose={(picture) => {
            onChange(picture.path);
            setChoosing(false);
            setStatus({ text: `Chose ${picture.name}.` });
          }}
          onClose={() => setChoosing(false)}
        />
      ) : null}
    </div>
  );
}
