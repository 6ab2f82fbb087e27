/**
 * Where a link goes, chosen rather than typed: the site's pages, services and posts (the
 * editor's linkTargets, asked once a dialog opens) in a list that narrows as the author types,
 * grouped as the site groups them, each a radio button (arrow keys move through them); or any
 * other web address, e-mail address or phone number, checked before it is written
 * (snippets.ts, webAddressProblem). Used by the link dialog and the button link form.
 */
import React, { useEffect, useRef, useState } from "react";
import { FindList, useAsked } from "./FindList";
import { filterTargets, normaliseAddress, webAddressProblem, type LinkTarget } from "./snippets";

/** A page of the site, or the address typed in the picker's own field. */
type LinkChoice = { kind: "site"; target: LinkTarget } | { kind: "web" } | null;

/** Where the link goes, or the problem to show in the author's words. */
type ChosenAddress = { href: string } | { problem: string };

/** The choice an existing address makes: its page of the site, or the web address field. */
function choiceFor(href: string, targets: readonly LinkTarget[] | null): LinkChoice {
  if (!href) return null;
  const target = targets?.find((candidate) => candidate.href === href);
  return target ? { kind: "site", target } : { kind: "web" };
}

/** What a dialog's LinkPicker shows and does, as useLinkPicker keeps it. */
export interface LinkPickerState {
  /** The site's link targets, asked for when the dialog opens: null while they load. */
  targets: LinkTarget[] | null;
  error: string | null;
  choice: LinkChoice;
  webAddress: string;
  onChoose(choice: LinkChoice): void;
  onWebAddress(address: string): void;
}

/**
 * A dialog's picker: the site's pages, asked for when it opens, the choice and the typed
 * address (`picker`, LinkPicker's props), and the address they make (chosenAddress). For a link
 * being changed (`href`), the choice starts from its address once the site's pages are known
 * (its page, else the address typed), unless the author has already chosen: the pages may
 * arrive after they start typing.
 */
export function useLinkPicker(linkTargets: () => Promise<LinkTarget[]>, href: string): { picker: LinkPickerState; address: () => ChosenAddress } {
  const { items: targets, error } = useAsked(linkTargets);
  const [choice, setChoice] = useState<LinkChoice>(null);
  const [webAddress, setWebAddress] = useState("");
  const picked = useRef(false);
  useEffect(() => {
    if (picked.current || !href || targets === null) return;
    picked.current = true;
    const found = choiceFor(href, targets);
    setChoice(found);
    if (found?.kind === "web") setWebAddress(href);
  }, [href, targets]);
  const picker: LinkPickerState = {
    targets,
    error,
    choice,
    webAddress,
    onChoose(chosen: LinkChoice) {
      picked.current = true;
      setChoice(chosen);
    },
    onWebAddress(address: string) {
      picked.current = true;
      setWebAddress(address);
    },
  };
  return { picker, address: () => chosenAddress(choice, webAddress) };
}

/** The address chosen, or the problem to show. */
function chosenAddress(choice: LinkChoice, webAddress: string): ChosenAddress {
  if (!choice) return { problem: "Choose where the link goes: a page of the site, or another address." };
  if (choice.kind === "site") return { href: choice.target.href };
  const problem = webAddressProblem(webAddress);
  return problem ? { problem } : { href: normaliseAddress(webAddress) };
}

interface LinkPickerProps extends LinkPickerState {
  id: string;
  problem: string | null;
  /** The dialog opens with the focus in the picker's search field. */
  focusFirst?: boolean;
}

export function LinkPicker({ id, targets, error, choice, webAddress, onChoose, onWebAddress, problem, focusFirst = false }: LinkPickerProps) {
  const [query, setQuery] = useState("");
  const shown = targets ? filterTargets(targets, query) : [];
  const groups: Array<{ name: string; items: LinkTarget[] }> = [];
  for (const target of shown) {
    const group = groups.find((candidate) => candidate.name === target.group) ?? groups[groups.push({ name: target.group, items: [] }) - 1];
    group.items.push(target);
  }
  const name = `${id}-target`;
  const web = choice?.kind === "web";
  return (
    <fieldset className="body-editor-picker" id={id} aria-describedby={problem ? `${id}-problem` : undefined}>
      <legend className="body-editor-field__label">Where the link goes</legend>
      <FindList id={id} label="Find a page, service or post" query={query} onQuery={setQuery} items={targets} shown={shown.length} error={error} what="pages" otherwise="You can still link to another address below." focusFirst={focusFirst}>
        {groups.map((group) => (
          <div key={group.name} className="body-editor-picker__group">
            <p id={`${id}-${group.name.replace(/\W+/g, "-")}`} className="body-editor-picker__group-name">
              {group.name}
            </p>
            <ul aria-labelledby={`${id}-${group.name.replace(/\W+/g, "-")}`}>
              {group.items.map((target) => (
                <li key={target.href}>
                  <label className="body-editor-option">
                    <input type="radio" name={name} checked={choice?.kind === "site" && choice.target.href === target.href} onChange={() => onChoose({ kind: "site", target })} />
                    <span className="body-editor-option__text">
                      <span>{target.label}</span>
                      <span className="body-editor-option__detail">{target.href}</span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </FindList>
      <label className="body-editor-option body-editor-option--web">
        <input type="radio" name={name} checked={web} onChange={() => onChoose({ kind: "web" })} />
        <span className="body-editor-option__text">Another website, e-mail address or phone number</span>
      </label>
      <div className="body-editor-picker__web">
        <label htmlFor={`${id}-web`} className="body-editor-picker__find-label">
          Web address
        </label>
        <p id={`${id}-web-hint`} className="body-editor-field__hint">
          Starting https://, or mailto: before an e-mail address, or tel: before a phone number.
        </p>
        <input
          id={`${id}-web`}
          className="body-editor-input"
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={webAddress}
          aria-describedby={`${id}-web-hint`}
          onChange={(event) => {
            onWebAddress(event.target.value);
            if (!web) onChoose({ kind: "web" });
          }}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className="body-editor-field__problem">
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
