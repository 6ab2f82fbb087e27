/**
 * A list the author narrows by typing, as the editor's dialogs show them (the link picker's
 * pages, the pictures already on the site): what the list is asked for when the dialog opens
 * (useAsked), a search field, and in place of the items a line saying they are loading, could
 * not be loaded, or that nothing matches.
 */
import React, { useEffect, useState, type ReactNode } from "react";

/** The items `ask` gives, asked once: null while they load; on failure none, with the problem. */
export function useAsked<Item>(ask: () => Promise<Item[]>): { items: Item[] | null; error: string | null } {
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    ask().then(
      (found) => current && setItems(found),
      (problem: unknown) => {
        if (!current) return;
        setItems([]);
        setError(problem instanceof Error ? problem.message : String(problem));
      },
    );
    return () => {
      current = false;
    };
  }, [ask]);
  return { items, error };
}

interface FindListProps {
  id: string;
  /** The search field's label ("Find by name"). */
  label: string;
  query: string;
  onQuery(query: string): void;
  /** The items, null while they load. */
  items: readonly unknown[] | null;
  /** How many of them match the query. */
  shown: number;
  error: string | null;
  /** What is listed, for the lines said in its place: "pages", "pictures". */
  what: string;
  /** What the author can do when the list cannot be loaded. */
  otherwise: string;
  focusFirst?: boolean;
  /** The matching items. */
  children: ReactNode;
}

export function FindList({ id, label, query, onQuery, items, shown, error, what, otherwise, focusFirst = false, children }: FindListProps) {
  const typed = query.trim();
  return (
    <>
      <label htmlFor={`${id}-find`} className="body-editor-picker__find-label">
        {label}
      </label>
      <input id={`${id}-find`} className="body-editor-input" type="search" value={query} autoComplete="off" data-autofocus={focusFirst ? "" : undefined} onChange={(event) => onQuery(event.target.value)} />
      <div className="body-editor-picker__list">
        {items === null ? (
          <p role="status" className="body-editor-field__hint">
            Loading the site&apos;s {what}…
          </p>
        ) : error ? (
          <p className="body-editor-field__problem">
            The site&apos;s {what} could not be loaded ({error}). {otherwise}
          </p>
        ) : shown === 0 ? (
          <p role="status" className="body-editor-field__hint">
            {typed ? `Nothing on the site matches “${typed}”.` : `The site has no ${what} yet.`}
          </p>
        ) : (
          children
        )}
      </div>
    </>
  );
}
