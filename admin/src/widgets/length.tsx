/**
 * Text fields with their length said beneath them: a post's summary, against the length the
 * blog's cards and search results read best at (summaryLength), and a title once it runs long
 * (titleLength). Advice only: a save is never refused for it.
 */
import React from "react";
import StringWidget from "decap-cms-widget-string";
import TextWidget from "decap-cms-widget-text";
import { summaryLength, titleLength } from "../fields";
import type { ControlProps } from "./types";

type Control = React.ComponentType<ControlProps<string>>;

/** Decap's control `Field`, with what `measure` says of its text beneath it. */
function withLength(Field: Control, measure: (text: string) => { said: string; within: boolean }) {
  return function LengthControl(props: ControlProps<string>) {
    const { said, within } = measure(typeof props.value === "string" ? props.value : "");
    return (
      <>
        <Field {...props} />
        {said ? <p className={within ? "site-said" : "site-said site-advice"}>{said}</p> : null}
      </>
    );
  };
}

export const SummaryControl = withLength(TextWidget.controlComponent as Control, summaryLength);
export const TitleControl = withLength(StringWidget.controlComponent as Control, titleLength);
