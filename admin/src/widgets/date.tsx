/**
 * The date field: one box where the author types the day, the month and the year in that
 * order ("20/11/2026", "20112026" or "20 Nov 2026"), with the day said back in words beneath
 * it, and a Today button. The file gets YYYY-MM-DD (dates.ts). A text that is not yet a real
 * date is kept as typed, so the checks before a save name it rather than a date the author did
 * not mean. In place of Decap's date picker, which turns keys typed in another order into
 * another year (decap-cms#7939).
 */
import React, { useEffect, useState } from "react";
import { londonDate } from "../../../src/lib/publishing";
import { dateInWords, parseUkDate, ukDate, whyNotADate } from "../dates";
import { useCheckedByDecap } from "./checked";
import type { ControlProps } from "./types";

export function DateControl({ value, onChange, forID, classNameWrapper, setActiveStyle, setInactiveStyle, ref }: ControlProps<string>) {
  useCheckedByDecap(ref);
  const [typed, setTyped] = useState(() => ukDate(String(value ?? "")));
  // A value set from outside (the entry loaded, Today) is shown as the author would type it.
  useEffect(() => {
    const current = String(value ?? "");
    if (parseUkDate(typed) !== current && typed !== current) setTyped(ukDate(current));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new value from outside resets the text
  }, [value]);
  const iso = parseUkDate(typed);
  const said = `${forID}-said`;
  return (
    <div className="site-date">
      <div className="site-row">
        <input
          id={forID}
          className={classNameWrapper}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="DD/MM/YYYY"
          aria-describedby={said}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            onChange(parseUkDate(event.target.value) ?? event.target.value.trim());
          }}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
        <button
          type="button"
          className="site-button"
          onClick={() => {
            const today = londonDate();
            setTyped(ukDate(today));
            onChange(today);
          }}
        >
          Today
        </button>
      </div>
      <p id={said} className={iso || !typed ? "site-said" : "site-said site-wrong"} aria-live="polite">
        {iso ? dateInWords(iso) : typed ? whyNotADate(typed) : ""}
      </p>
    </div>
  );
}
