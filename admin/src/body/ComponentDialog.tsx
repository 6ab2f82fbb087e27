/**
 * The Insert menu's forms, one for each of the site's components an author uses in content/
 * (src/mdx/components.tsx; props in src/components/mdx/): each asks for what its component
 * takes, in plain words, checks what it must have, and hands the filled-in fields to
 * snippets.ts (componentSnippet) to be written as the site's files write them.
 */
import React, { useId, useState } from "react";
import { LinkPicker, useLinkPicker } from "./LinkPicker";
import { describedBy, Field, Modal } from "./Modal";
import { listItems, type ComponentFields, type ComponentName, type FaqEntry, type LinkTarget } from "./snippets";

/** What the Insert menu lists: each component's name for the author and what it is, and what it says instead with the cursor in one it can change. */
export const COMPONENTS: ReadonlyArray<{ name: ComponentName; label: string; description: string; change?: { label: string; description: string } }> = [
  { name: "Callout", label: "Callout box", description: "A highlighted tip, with a title if you like", change: { label: "Change this callout box", description: "Its title and text, in the form you added it with" } },
  { name: "ButtonLink", label: "Button link", description: "A link that looks like a button", change: { label: "Change this button link", description: "Its words and where it goes, in the form you added it with" } },
  { name: "ContactLinks", label: "Phone and e-mail links", description: "The business's phone numbers and e-mail address", change: { label: "Change these phone and e-mail links", description: "Side by side or one under the other" } },
  { name: "Faq", label: "Questions and answers", description: "Questions that open to show their answers", change: { label: "Change this question", description: "Its question and answer, in the form you added it with; more questions can follow it" } },
  { name: "Section", label: "Section with a heading", description: "A titled part of a page, with contact buttons if you like", change: { label: "Change this section", description: "Its heading and buttons; its text stays as it is" } },
  { name: "FeatureList", label: "Ticked list", description: "Points shown as ticked boxes side by side" },
  { name: "PlanBox", label: "Plan price box", description: "The micro business plan's price and what it includes" },
  { name: "PostalAddress", label: "Postal address", description: "The business's address, linked to the map" },
];

interface ComponentDialogProps {
  name: ComponentName;
  /** The selected words, to start the form's main text with. */
  selection: string;
  /** The cursor is inside a list of questions: the form adds questions to it. */
  insideFaq: boolean;
  /** The component the cursor is in, as written: the form starts with its fields and changes it. */
  written?: ComponentFields;
  linkTargets(): Promise<LinkTarget[]>;
  onInsert(fields: ComponentFields): void;
  onClose(): void;
}

type Problems = Record<string, string | undefined>;

/**
 * A form's id (its fields' ids start with it) and its problems; `check` shows the problems
 * found, puts the focus on the first field that has one, and is true when there are none.
 */
function useChecks() {
  const id = useId();
  const [problems, setProblems] = useState<Problems>({});
  const check = (found: Problems): boolean => {
    setProblems(found);
    const first = Object.keys(found).find((key) => found[key]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    return !first;
  };
  return { id, problems, check };
}

export function ComponentDialog(props: ComponentDialogProps) {
  const Form = FORMS[props.name];
  return <Form {...props} />;
}

/** Each component's form (function declarations, so defined below). */
const FORMS: Record<ComponentName, React.ComponentType<ComponentDialogProps>> = {
  Callout: CalloutForm, ButtonLink: ButtonLinkForm, ContactLinks: ContactLinksForm, Faq: FaqForm,
  Section: SectionForm, FeatureList: FeatureListForm, PlanBox: PlanBoxForm, PostalAddress: PostalAddressForm,
};

function CalloutForm({ selection, written, onInsert, onClose }: ComponentDialogProps) {
  const { id, problems, check } = useChecks();
  const change = written?.name === "Callout" ? written : null;
  const [title, setTitle] = useState(change?.title ?? "");
  const [text, setText] = useState(change?.text ?? selection);
  return (
    <Modal
      title={change ? "Change the callout box" : "Add a callout box"}
      submitLabel={change ? "Save callout box" : "Insert callout box"}
      onClose={onClose}
      onSubmit={() => check({ text: text.trim() ? undefined : "Write what the callout box says." }) && onInsert({ name: "Callout", title, text, spacing: change?.spacing })}
    >
      <p className="body-editor-dialog__intro">A highlighted box for a tip or a warning, set apart from the text around it.</p>
      <Field id={`${id}-title`} label="Title (optional)" hint="A few words in bold at the top, for example: Sync is not backup.">
        <input id={`${id}-title`} className="body-editor-input" type="text" value={title} data-autofocus="" onChange={(event) => setTitle(event.target.value)} {...describedBy(`${id}-title`, true, null)} />
      </Field>
      <Field id={`${id}-text`} label="Text" problem={problems.text}>
        <textarea id={`${id}-text`} className="body-editor-input" rows={4} value={text} onChange={(event) => setText(event.target.value)} {...describedBy(`${id}-text`, false, problems.text)} />
      </Field>
    </Modal>
  );
}

function ButtonLinkForm({ selection, written, linkTargets, onInsert, onClose }: ComponentDialogProps) {
  const { id, problems, check } = useChecks();
  const change = written?.name === "ButtonLink" ? written : null;
  const [label, setLabel] = useState(change?.label ?? selection.replace(/\s+/g, " ").trim());
  const { picker, address: chosen } = useLinkPicker(linkTargets, change?.href ?? "");
  const submit = () => {
    const address = chosen();
    const found: Problems = { label: label.trim() ? undefined : "Write the words on the button.", "picker-find": "problem" in address ? address.problem : undefined };
    if (found["picker-find"] && picker.choice?.kind === "web") {
      found["picker-web"] = found["picker-find"];
      delete found["picker-find"];
    }
    if (check(found) && "href" in address) onInsert({ name: "ButtonLink", label, href: address.href });
  };
  return (
    <Modal title={change ? "Change the button link" : "Add a button link"} submitLabel={change ? "Save button link" : "Insert button link"} onSubmit={submit} onClose={onClose}>
      <Field id={`${id}-label`} label="Words on the button" hint="For example: Book your free health check." problem={problems.label}>
        <input id={`${id}-label`} className="body-editor-input" type="text" value={label} data-autofocus="" onChange={(event) => setLabel(event.target.value)} {...describedBy(`${id}-label`, true, problems.label)} />
      </Field>
      <LinkPicker {...picker} id={`${id}-picker`} problem={problems["picker-find"] ?? problems["picker-web"] ?? null} />
    </Modal>
  );
}

function ContactLinksForm({ written, onInsert, onClose }: ComponentDialogProps) {
  const id = useId();
  const change = written?.name === "ContactLinks" ? written : null;
  const [stacked, setStacked] = useState(change?.stacked ?? false);
  return (
    <Modal
      title={change ? "Change the phone and e-mail links" : "Add phone and e-mail links"}
      submitLabel={change ? "Save phone and e-mail links" : "Insert phone and e-mail links"}
      onSubmit={() => onInsert({ name: "ContactLinks", stacked })}
      onClose={onClose}
    >
      <p className="body-editor-dialog__intro">The business&apos;s phone numbers and e-mail address as links a visitor can tap, taken from the site&apos;s settings, so they stay right if a number changes.</p>
      <label className="body-editor-option" htmlFor={`${id}-stacked`}>
        <input id={`${id}-stacked`} type="checkbox" checked={stacked} data-autofocus="" onChange={(event) => setStacked(event.target.checked)} />
        <span className="body-editor-option__text">One under the other (otherwise side by side)</span>
      </label>
    </Modal>
  );
}

function FaqForm({ insideFaq, written, onInsert, onClose }: ComponentDialogProps) {
  const { id, problems, check } = useChecks();
  // The question the cursor is in: changed in place, and any added here follow it in its list.
  const change = written?.name === "Faq" ? written : null;
  const [items, setItems] = useState<FaqEntry[]>(change?.items ?? [{ question: "", answer: "" }]);
  const update = (index: number, change: Partial<FaqEntry>) => setItems((current) => current.map((item, at) => (at === index ? { ...item, ...change } : item)));
  const submit = () => {
    const found: Problems = {};
    items.forEach((item, index) => {
      const first = index === 0;
      if ((first || item.answer.trim()) && !item.question.trim()) found[`question-${index}`] = "Write the question.";
      if ((first || item.question.trim()) && !item.answer.trim()) found[`answer-${index}`] = "Write the answer.";
    });
    if (check(found)) onInsert({ name: "Faq", items, itemsOnly: insideFaq || Boolean(change) });
  };
  return (
    <Modal
      title={change ? "Change the question" : insideFaq ? "Add questions to this list" : "Add questions and answers"}
      submitLabel={change ? "Save question" : insideFaq ? "Insert questions" : "Insert questions and answers"}
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="body-editor-dialog__intro">Each question shows on the page with its answer folded away; a visitor opens the ones they want.</p>
      {items.map((item, index) => (
        <fieldset key={index} className="body-editor-picker">
          <legend className="body-editor-field__label">Question {index + 1}</legend>
          <Field id={`${id}-question-${index}`} label="Question" problem={problems[`question-${index}`]}>
            <input
              id={`${id}-question-${index}`}
              className="body-editor-input"
              type="text"
              value={item.question}
              data-autofocus={index === 0 ? "" : undefined}
              onChange={(event) => update(index, { question: event.target.value })}
              {...describedBy(`${id}-question-${index}`, false, problems[`question-${index}`])}
            />
          </Field>
          <Field id={`${id}-answer-${index}`} label="Answer" problem={problems[`answer-${index}`]}>
            <textarea id={`${id}-answer-${index}`} className="body-editor-input" rows={3} value={item.answer} onChange={(event) => update(index, { answer: event.target.value })} {...describedBy(`${id}-answer-${index}`, false, problems[`answer-${index}`])} />
          </Field>
          {index > 0 ? (
            <button type="button" className="body-editor-action body-editor-action--aside" onClick={() => setItems((current) => current.filter((_, at) => at !== index))}>
              Remove question {index + 1}
            </button>
          ) : null}
        </fieldset>
      ))}
      <button
        type="button"
        className="body-editor-action"
        onClick={() => {
          setItems((current) => [...current, { question: "", answer: "" }]);
          // The new question's field, once drawn.
          requestAnimationFrame(() => document.getElementById(`${id}-question-${items.length}`)?.focus());
        }}
      >
        Add another question
      </button>
    </Modal>
  );
}

function SectionForm({ selection, written, onInsert, onClose }: ComponentDialogProps) {
  const { id, problems, check } = useChecks();
  const change = written?.name === "Section" ? written : null;
  const [title, setTitle] = useState(change?.title ?? "");
  const [contact, setContact] = useState(change?.contact ?? false);
  const [payment, setPayment] = useState(change?.payment ?? false);
  const [text, setText] = useState(selection);
  return (
    <Modal
      title={change ? "Change the section" : "Add a section"}
      submitLabel={change ? "Save section" : "Insert section"}
      onClose={onClose}
      onSubmit={() => check({ title: title.trim() ? undefined : "Write the section's heading." }) && onInsert({ name: "Section", title, contact, payment, text, openingOnly: Boolean(change) })}
    >
      <p className="body-editor-dialog__intro">{change ? "The section's heading and buttons. Its text stays as it is in the editor." : "A part of the page under its own heading, with a line above it. Leave the text empty to write it in the editor."}</p>
      <Field id={`${id}-title`} label="Heading" problem={problems.title}>
        <input id={`${id}-title`} className="body-editor-input" type="text" value={title} data-autofocus="" onChange={(event) => setTitle(event.target.value)} {...describedBy(`${id}-title`, false, problems.title)} />
      </Field>
      <label className="body-editor-option" htmlFor={`${id}-contact`}>
        <input id={`${id}-contact`} type="checkbox" checked={contact} onChange={(event) => setContact(event.target.checked)} />
        <span className="body-editor-option__text">End with a Contact Us button</span>
      </label>
      <label className="body-editor-option" htmlFor={`${id}-payment`}>
        <input id={`${id}-payment`} type="checkbox" checked={payment} onChange={(event) => setPayment(event.target.checked)} />
        <span className="body-editor-option__text">End with a Pre-Payment button</span>
      </label>
      {change ? null : (
        <Field id={`${id}-text`} label="Text (optional)">
          <textarea id={`${id}-text`} className="body-editor-input" rows={4} value={text} onChange={(event) => setText(event.target.value)} />
        </Field>
      )}
    </Modal>
  );
}

function FeatureListForm({ selection, onInsert, onClose }: ComponentDialogProps) {
  const { id, problems, check } = useChecks();
  const [text, setText] = useState(listItems(selection).join("\n"));
  return (
    <Modal
      title="Add a ticked list"
      submitLabel="Insert ticked list"
      onClose={onClose}
      onSubmit={() => check({ items: listItems(text).length ? undefined : "Write at least one point." }) && onInsert({ name: "FeatureList", items: listItems(text) })}
    >
      <p className="body-editor-dialog__intro">Points shown as boxes with a tick, two side by side on a wide screen.</p>
      <Field id={`${id}-items`} label="Points, one a line" hint="Start a point with its name in bold if you like: **Cooling.** Better fans and fresh paste." problem={problems.items}>
        <textarea id={`${id}-items`} className="body-editor-input" rows={6} value={text} data-autofocus="" onChange={(event) => setText(event.target.value)} {...describedBy(`${id}-items`, true, problems.items)} />
      </Field>
    </Modal>
  );
}

function PlanBoxForm({ onInsert, onClose }: ComponentDialogProps) {
  return (
    <Modal title="Add the plan price box" submitLabel="Insert plan price box" onSubmit={() => onInsert({ name: "PlanBox" })} onClose={onClose}>
      <p className="body-editor-dialog__intro">
        A box with the micro business plan&apos;s monthly price, everything it includes and a Start your plan button. The price and details come from the site&apos;s settings, so there is nothing to fill in.
      </p>
    </Modal>
  );
}

function PostalAddressForm({ onInsert, onClose }: ComponentDialogProps) {
  return (
    <Modal title="Add the postal address" submitLabel="Insert postal address" onSubmit={() => onInsert({ name: "PostalAddress" })} onClose={onClose}>
      <p className="body-editor-dialog__intro">
        The business&apos;s postal address, a line for each part, linked to the map. It comes from the site&apos;s settings, so it stays right if the business moves, and there is nothing to fill in.
      </p>
    </Modal>
  );
}
