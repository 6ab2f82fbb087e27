/**
 * Before a save: the whole file, as the save would write it, checked as the build checks it
 * (src/mdx/check-file.ts: front matter, the pictures named and shown, the body's MDX and the
 * components it uses). A file the build would refuse is not saved, unless it is a draft, which
 * the live build leaves out; the author reads each problem with the field named by its label and
 * a body's line counted as the body field counts it (authorWords).
 */
import { formatIssues, type Collection, type ContentIssue } from "../../src/lib/content-schema";
import { bodyStartLine } from "../../src/mdx/body-pictures";
import { CODE_IN_PROSE, UNCLOSED_EMPTY_TAG } from "../../src/mdx/mistakes";
import { BRACES_IN_TEXT } from "../../src/mdx/rehype-expressions";
import { asLf, checkContentFile, readFrontMatter, splitFile } from "../../src/mdx/check-file";
import { pictureStore } from "./backends";
import { whyNotADate } from "./dates";
import { labelOf } from "./fields";
import { pictureFolder } from "./uploads";

/** MDX's words for the mistakes authors make most, and what to do about each. */
const MDX_MISTAKES: Array<[RegExp, (match: RegExpExecArray) => string]> = [
  [UNCLOSED_EMPTY_TAG, (match) => `<${match[1]}> needs a slash: write <${match[1]} />`],
  [/Expected a closing tag for `<(\w+)>`/, (match) => `the ${match[1]} box opened here is never closed: end it with </${match[1]}> on a line of its own`],
  [/Unexpected closing tag `<\/(\w+)>`/, (match) => `</${match[1]}> closes a box that was never opened here`],
  [/uses <(\w+)>, which is not one of the components/, (match) => `<${match[1]}> is not one of the site's boxes: use Insert in the toolbar for the ones there are`],
  [CODE_IN_PROSE, () => "a { or < in the text is read as code: write \\{ or \\< for the character itself (typed, the editor does it for you)"],
  [/\(([A-Za-z_$][\w$]*) is not defined\)/, (match) => `{${match[1]}} in the text is read as code: write \\{ and \\} for the braces themselves (typed, the editor does it for you)`],
  [new RegExp(`^(\\{.*\\}) ${BRACES_IN_TEXT}`), (match) => `${match[1]} in the text is read as code: write \\{ and \\} for the braces themselves (typed, the editor does it for you)`],
];

/** A body's problem in the author's words: what went wrong, without MDX's own line numbers. */
function plainBodyProblem(message: string): string {
  for (const [pattern, words] of MDX_MISTAKES) {
    const match = pattern.exec(message);
    if (match) return words(match);
  }
  return message.replace(/ at line \d+(, column \d+)?/, "").replace(/ \(\d+:\d+(-\d+:\d+)?\)/g, "");
}

/** Each problem as the author reads it: "Search phrases: is missing", "Body, line 7: …". */
export function authorWords(issues: readonly ContentIssue[], text: string): string[] {
  const source = asLf(text);
  const { body } = splitFile(source);
  // The body field shows the body without the blank lines it starts with (format.ts).
  const firstLine = bodyStartLine(source, body) + (/^\n*/.exec(body)?.[0].length ?? 0);
  return issues.map((issue) => {
    const line = issue.line ? issue.line - firstLine + 1 : null;
    if (issue.field === "body") return `Body${line ? `, line ${line}` : ""}: ${plainBodyProblem(issue.message)}`;
    if (issue.field === "picture") return `A picture in the body${line ? `, line ${line}` : ""}: ${issue.message}`;
    if (issue.field === "front matter") return `The fields could not be read: ${issue.message}`;
    const named = /^the /.test(issue.field) ? issue.field.charAt(0).toUpperCase() + issue.field.slice(1) : labelOf(issue.field);
    // A date is typed day first in the form: the build's words (YYYY-MM-DD) would contradict it.
    const notADate = /^must be a real date written YYYY-MM-DD \(got "(.*)"\)$/.exec(issue.message);
    return `${named}: ${notADate ? whyNotADate(notADate[1]) : issue.message}`;
  });
}

/** Thrown when a save is refused; Decap shows its message, with no "Error:" before it (an error named "" prints as its message). */
export class SaveRefused extends Error {
  override name = "";
}

/**
 * Checks the file a save would write. `staged` are the pictures uploaded with it ("content/blog/images/x.png").
 * Returns nothing when it may be saved; throws SaveRefused with the author's words otherwise.
 */
export async function checkBeforeSave({ collection, file, text, staged }: { collection: Collection; file: string; text: string; staged: readonly string[] }): Promise<void> {
  const folder = pictureFolder(collection);
  const onSite = new Set((await pictureStore().pictures(folder)).map((picture) => picture.path));
  const exists = (relative: string) => {
    const path = `${file.replace(/\/[^/]+$/, "")}/${relative.replace(/^\.\//, "")}`;
    return onSite.has(path) || staged.includes(path);
  };
  const issues = await checkContentFile({ collection, file, text, exists });
  if (issues.length === 0) return;
  if (readFrontMatter(splitFile(asLf(text)).frontMatter).draft === true) return;
  console.info(`The build would refuse ${file}:\n${formatIssues(issues)}`);
  throw new SaveRefused(`the site would not publish it.\n${authorWords(issues, text).join("\n")}`);
}
