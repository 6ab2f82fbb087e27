/**
 * Driving the editor at /admin (Decap CMS, admin/) as an author does, for the editor's specs:
 * the preview started by `npm run cms` serves it, and the editor's local server saves into the
 * copy.
 */
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/**
 * The post 5-editor.spec.ts writes with the form, the toolbar and its forms alone, and what each
 * of them puts in it; 6-production.spec.ts checks the built page shows each.
 */
export const EDITOR_POST = {
  slug: "printer-jams-in-small-offices",
  title: "Printer jams in small offices",
  /** Typed into the date field key by key, day first; the file gets YYYY-MM-DD. */
  typedDate: "20112025",
  date: "2025-11-20",
  headings: ["Start with the paper", "When to call us"],
  listItems: ["Fan the stack before loading it", "Keep opened reams in their wrapper"],
  /** Picked from the link picker's services by name. */
  link: { text: "home PC repairs", target: "Domestic PC Services" },
  /** Uploaded under the name another post's picture has, so saved under a name of its own. */
  picture: { upload: "wifi-fixes.png", other: "content/blog/images/wifi-fixes.png", saved: "wifi-fixes-2.png" },
  bodyPicture: { upload: "paper-tray.png", alt: "A paper tray with a folded sheet at its back", caption: "A folded sheet jams the rollers" },
  /** Typed straight after the body's picture is inserted. */
  afterPicture: "Rollers wear out in time: we carry spares for most office printers.",
  /** Each inserted with a first heading, then changed in its form (`first`: what the change replaces). */
  callout: { first: "A first title", title: "Before you call us", text: "Switch the printer off and take out the paper tray." },
  section: { first: "A first heading", title: "Still jamming?", text: "Bring it in: we check the rollers while you wait." },
  button: { first: "Book a check", label: "Book a printer check", target: "Contact Us" },
  question: { first: "Which paper?", title: "Which paper should we buy?", answer: "Plain 80 gsm paper suits most office printers." },
};

/** Opens the editor, which on the author's own machine asks no one to sign in. Returns the seconds to the list of entries. */
export async function openEditor(page: Page, baseURL: string): Promise<number> {
  const started = Date.now();
  await page.goto(`${baseURL}/admin/`);
  await expect(page.locator('a[href^="#/collections/blog/entries/"]').first()).toBeVisible({ timeout: 120_000 });
  return (Date.now() - started) / 1000;
}

/** Decap's question when an entry opened has a backup of changes left unsaved in this browser. */
const BACKUP_QUESTION = /^A local backup was recovered for this entry/;
const answering = new WeakSet<Page>();

/**
 * Answers the editor's questions as a test that opens an entry means: leave a form with unsaved
 * changes (Decap asks first), and open the entry as its file holds it, not an unsaved backup of
 * an earlier test's changes. Answered for as long as the page lives, since Decap asks about a
 * backup whenever its browser storage answers, which may be after the form is drawn.
 */
function answerQuestions(page: Page): void {
  if (answering.has(page)) return;
  answering.add(page);
  page.on("dialog", (dialog) => void (BACKUP_QUESTION.test(dialog.message()) ? dialog.dismiss() : dialog.accept()));
}

/**
 * Opens one entry's form, read afresh from its file: by way of its collection's list, so that
 * an entry open before is loaded again (Decap saves only what differs from the entry as loaded).
 * A post's form is open once its Address holds the post's own slug (a form left before also has
 * a Title).
 */
export async function openEntry(page: Page, baseURL: string, collection: string, slug: string): Promise<void> {
  answerQuestions(page);
  if (!page.url().startsWith(`${baseURL}/admin/`)) await openEditor(page, baseURL);
  await page.goto(`${baseURL}/admin/#/collections/${collection}`);
  await expect(page.locator(`a[href="#/collections/${collection}/entries/${slug}"]`)).toBeVisible({ timeout: 60_000 });
  await page.goto(`${baseURL}/admin/#/collections/${collection}/entries/${slug}`);
  await expect(titleField(page)).toBeVisible({ timeout: 60_000 });
  if (collection === "blog") await expect(field(page, "Address")).toHaveValue(slug);
}

/** Saves the entry ("Publish now", which with the local server writes the file) and waits until it is saved. */
export async function publish(page: Page): Promise<void> {
  const saved = page.getByText("Changes saved");
  const refused = page.locator(".Toastify__toast--error");
  // A refusal dismissed just before stays in the page while it fades out: only a new one counts.
  await expect(refused).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await page.getByRole("menuitem", { name: "Publish now" }).click();
  await expect(saved.or(refused).first()).toBeVisible({ timeout: 30_000 });
  if (await refused.count()) throw new Error(`The editor did not save: ${await refused.first().innerText()}`);
}

/** A field of the form by its label, whether it says "(required)" or "(optional)" after it (the first of that label). */
export const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?: \\((?:required|optional)\\))?$`)).first();

/** The entry's own title (a service also has titles inside its card and call to action, further down). */
export const titleField = (page: Page) => field(page, "Title");

/** The body's editor (admin/src/body). */
export const bodyEditor = (page: Page) => page.getByRole("textbox", { name: "Body" });
/**
 * The body's text as a save would write it, read from CodeMirror's own state (its lines out of
 * view are not drawn). Relies on @codemirror/view 6.43 keeping its view at the content
 * element's `cmTile.root.view` (what its public EditorView.findFromDOM reads).
 */
export const bodyText = (page: Page) => page.locator(".cm-content").first().evaluate((element) => (element as unknown as { cmTile: { root: { view: { state: { doc: { toString(): string } } } } } }).cmTile.root.view.state.doc.toString());

/** Puts the body's cursor at the end of its line `line` (1 is the first), as a click there would, for what is typed next. */
export const cursorAtEndOf = (page: Page, line: number) =>
  page.locator(".cm-content").first().evaluate((element, number) => {
    const { view } = (element as unknown as { cmTile: { root: { view: { state: { doc: { line(n: number): { to: number } } }; dispatch(spec: object): void; focus(): void } } } }).cmTile.root;
    view.dispatch({ selection: { anchor: view.state.doc.line(number).to } });
    view.focus();
  }, line);

/** A button of the body's toolbar. */
export const toolbarButton = (page: Page, name: string) => page.getByRole("toolbar", { name: /^Body/ }).getByRole("button", { name, exact: true });

/** Replaces a text field's value as typing would (the first field of that label). */
export async function replaceText(page: Page, label: string, text: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await page.keyboard.press("Control+A");
  await page.keyboard.press("Delete");
  await input.fill(text);
  await expect(input).toHaveValue(text);
}

/** git in the copy (global-setup.ts committed it as the tests found it). */
export function git(dir: string, ...args: string[]): string {
  return execFileSync("git", args, { cwd: dir, encoding: "utf8" });
}
