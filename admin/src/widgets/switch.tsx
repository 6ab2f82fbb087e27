/**
 * A switch (Decap's) that shows what the site does when the file leaves the field out: "Listed
 * on /blog" is on for a post whose file has no `listed:` line (FIELD_DEFAULTS, the field's
 * default). Turned back to that value, the line is not written (format.ts).
 */
import React from "react";
import BooleanWidget from "decap-cms-widget-boolean";
import type { ControlProps } from "./types";

const Toggle = BooleanWidget.controlComponent as React.ComponentType<ControlProps<boolean>>;

export function SwitchControl(props: ControlProps<boolean>) {
  const fallback = props.field.get("default") === true;
  return <Toggle {...props} value={typeof props.value === "boolean" ? props.value : fallback} />;
}
