/**
 * The picture dialog: a picture from the device (on a phone the file chooser offers the camera
 * and photos) or one already on the site (thumbnails, found by name), its description for
 * visitors who cannot see it (required: the build refuses a picture without one) and an
 * optional caption. A new picture is uploaded when the author inserts it, with progress shown;
 * if the upload fails its message is brought into view and the dialog keeps everything typed and
 * chosen. A file is checked as it is chosen, by its first bytes as the upload checks it, so a file
 * that is no picture is refused at once, its message brought into view.
 * Writes `![description](./images/x.png "caption")` (snippets.ts, pictureMarkdown).
 */
import React, { useEffect, useId, useState } from "react";
import { FindList, useAsked } from "./FindList";
import { describedBy, Field, Modal, useBroughtIntoView } from "./Modal";
import { filterPictures, type PictureFields } from "./snippets";
import { NOT_A_PICTURE, pictureKind, PICTURE_TYPES } from "../pictures";

export interface PictureChoice {
  /** The path as written in a body: "./images/x.png". */
  path: string;
  name: string;
  /** Where the thumbnail can be loaded from. */
  url: string;
}

type Source = { kind: "file"; file: File; preview: string } | { kind: "existing"; picture: PictureChoice } | null;

interface PictureDialogProps {
  uploadPicture(file: File): Promise<string>;
  existingPictures(): Promise<PictureChoice[]>;
  onInsert(fields: PictureFields): void;
  onClose(): void;
}

const messageOf = (problem: unknown) => (problem instanceof Error ? problem.message : String(problem));

export function PictureDialog({ uploadPicture, existingPictures, onInsert, onClose }: PictureDialogProps) {
  const id = useId();
  const [source, setSource] = useState<Source>(null);
  const [alt, setAlt] = useState("");
  const [caption, setCaption] = useState("");
  const { items: pictures, error: loadProblem } = useAsked(existingPictures);
  const [problems, setProblems] = useState<{ source?: string; alt?: string }>({});
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  // The chosen file's preview is let go when another is chosen, or the dialog closes.
  const preview = source?.kind === "file" ? source.preview : null;
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // A problem with the picture, or with its upload, may sit out of view on a phone (above the
  // dialog's button, or below the site's pictures): each is brought into view as it appears.
  const uploadProblemShown = useBroughtIntoView<HTMLParagraphElement>(uploadProblem);
  const sourceProblemShown = useBroughtIntoView<HTMLParagraphElement>(problems.source);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    setUploadProblem(null);
    if (!pictureKind(new Uint8Array(await file.slice(0, 16).arrayBuffer()))) {
      setSource(null);
      setProblems((current) => ({ ...current, source: `${file.name} ${NOT_A_PICTURE}.` }));
      return;
    }
    setProblems((current) => ({ ...current, source: undefined }));
    setSource({ kind: "file", file, preview: URL.createObjectURL(file) });
  };

  const submit = async () => {
    const found = {
      source: source ? undefined : "Choose a picture: one from this device, or one already on the site.",
      alt: alt.trim() ? undefined : "Describe the picture before inserting it: visitors who cannot see it hear this instead, and the site will not publish a picture without it.",
    };
    setProblems(found);
    if (found.source) return document.getElementById(`${id}-file`)?.focus();
    if (found.alt) return document.getElementById(`${id}-alt`)?.focus();
    if (source?.kind === "existing") return onInsert({ path: source.picture.path, alt, caption });
    if (source?.kind !== "file") return undefined;
    setUploadProblem(null);
    setBusy(`Uploading ${source.file.name}…`);
    try {
      const path = await uploadPicture(source.file);
      setBusy(null);
      onInsert({ path, alt, caption });
    } catch (problem) {
      setBusy(null);
      setUploadProblem(`The picture was not uploaded: ${messageOf(problem)}`);
    }
    return undefined;
  };

  return (
    <Modal title="Add a picture" submitLabel="Insert picture" onSubmit={submit} onClose={onClose} busy={busy}>
      <fieldset className="body-editor-picker" aria-describedby={problems.source ? `${id}-source-problem` : undefined}>
        <legend className="body-editor-field__label">Picture</legend>
        <div className="body-editor-upload">
          <input
            id={`${id}-file`}
            className="body-editor-upload__input"
            type="file"
            accept={PICTURE_TYPES.join(",")}
            data-autofocus=""
            disabled={Boolean(busy)}
            onChange={(event) => {
              chooseFile(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <label htmlFor={`${id}-file`} className="body-editor-action body-editor-upload__button">
            Choose a picture from this device
          </label>
          {source?.kind === "file" ? (
            <p className="body-editor-upload__chosen">
              <img src={source.preview} alt="" />
              <span>
                {source.file.name}
                <span className="body-editor-option__detail">Uploaded when you insert it.</span>
              </span>
            </p>
          ) : null}
        </div>
        {uploadProblem ? (
          <p ref={uploadProblemShown} className="body-editor-field__problem" role="alert">
            {uploadProblem}
          </p>
        ) : null}
        <p className="body-editor-picker__or">Or use a picture already on the site:</p>
        <SitePictures
          id={id}
          pictures={pictures}
          error={loadProblem}
          otherwise="You can still choose one from this device."
          chosen={source?.kind === "existing" ? source.picture.path : null}
          onChoose={(picture) => {
            setUploadProblem(null);
            setProblems((current) => ({ ...current, source: undefined }));
            setSource({ kind: "existing", picture });
          }}
        />
        {problems.source ? (
          <p ref={sourceProblemShown} id={`${id}-source-problem`} className="body-editor-field__problem">
            {problems.source}
          </p>
        ) : null}
      </fieldset>
      <Field id={`${id}-alt`} label="Describe the picture for visitors who cannot see it" hint="Say what it shows, for example: An engineer fitting a memory stick into a desktop computer." problem={problems.alt}>
        <textarea id={`${id}-alt`} className="body-editor-input" rows={2} value={alt} required onChange={(event) => setAlt(event.target.value)} {...describedBy(`${id}-alt`, true, problems.alt)} />
      </Field>
      <Field id={`${id}-caption`} label="Caption (optional)" hint="Shown under the picture.">
        <input id={`${id}-caption`} className="body-editor-input" type="text" value={caption} onChange={(event) => setCaption(event.target.value)} {...describedBy(`${id}-caption`, true, null)} />
      </Field>
    </Modal>
  );
}

interface SitePicturesProps {
  id: string;
  pictures: PictureChoice[] | null;
  error: string | null;
  /** What the author can do when they cannot be loaded. */
  otherwise: string;
  /** The path of the picture chosen, if any. */
  chosen: string | null;
  onChoose(picture: PictureChoice): void;
}

/** The pictures already on the site, as thumbnails found by name, one chosen (a radio button each). */
export function SitePictures({ id, pictures, error, otherwise, chosen, onChoose }: SitePicturesProps) {
  const [query, setQuery] = useState("");
  const shown = pictures ? filterPictures(pictures, query) : [];
  return (
    <FindList id={id} label="Find by name" query={query} onQuery={setQuery} items={pictures} shown={shown.length} error={error} what="pictures" otherwise={otherwise}>
      <ul className="body-editor-thumbnails">
        {shown.map((picture) => (
          <li key={picture.path}>
            <label className="body-editor-thumbnail">
              <input type="radio" name={`${id}-existing`} checked={chosen === picture.path} onChange={() => onChoose(picture)} />
              <img src={picture.url} alt="" loading="lazy" />
              <span className="body-editor-thumbnail__name">{picture.name}</span>
            </label>
          </li>
        ))}
      </ul>
    </FindList>
  );
}
