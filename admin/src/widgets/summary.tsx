/**
 * A post's summary: Decap's text box, with its length said beneath it against the length the
 * blog's cards and search results read best at (summaryLength). Advice only: a save is never
 * refused for it.
 */
import React from "react";
import TextWidget from "decap-cms-widget-text";
import { summaryLength } from "../fields";
import type { ControlProps } from "./types";

const Text = TextWidget.controlComponent as React.ComponentType<ControlProps<string>>;

export function SummaryControl(props: ControlProps<string>) {
  const { said, within } = summaryLength(typeof props.value === "string" ? props.value : "");
  return (
    <>
      <Text {...props} />
      <p className={within ? "site-said" : "site-said site-advice"}>{said}</p>
    </>
  );
}
