/**
 * The body field: the helper-built body editor (body/), a text with a toolbar, given the site's
 * link targets and the entry's way of adding pictures (uploads.ts).
 */
import React, { useCallback } from "react";
import { BodyEditor, type LinkTarget, type PictureChoice } from "../body";
import { linkTargets } from "../links";
import { OWN_UPLOADS } from "../media-library";
import { sitePictures, uploadPicture } from "../uploads";
import { useCheckedByDecap } from "./checked";
import type { ControlProps } from "./types";

export function BodyControl(props: ControlProps<string>) {
  useCheckedByDecap(props.ref);
  const { value, onChange, forID, field, collection, setActiveStyle, setInactiveStyle } = props;
  const name = String(collection.get("name"));
  const existing = useCallback((): Promise<PictureChoice[]> => sitePictures(name), [name]);
  const targets = useCallback((): Promise<LinkTarget[]> => linkTargets(), []);
  const upload = useCallback((file: File) => uploadPicture(file, props), [props]);
  return (
    <div {...{ [OWN_UPLOADS]: "" }}>
    <BodyEditor
      id={forID}
      label={String(field.get("label") ?? "Body")}
      value={typeof value === "string" ? value : ""}
      onChange={onChange}
      onFocus={setActiveStyle}
      onBlur={setInactiveStyle}
      linkTargets={targets}
      uploadPicture={upload}
      existingPictures={existing}
    />
    </div>
  );
}
