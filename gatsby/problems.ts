/**
 * How a content problem is reported: a build stops on it; the preview prints it once and keeps
 * running, the file's page showing it until it is fixed. Each is a Gatsby error of the site's own
 * kind ("content-problem", through the reporter's setErrorMap), so the terminal shows the message
 * and the file with its line in place of "UNKNOWN".
 */
import path from "node:path";
import { formatIssues, type ContentIssue } from "../src/lib/content-schema";

export const previewing = process.env.NODE_ENV === "development";

const CONTENT_PROBLEM = "content-problem";

interface Problem {
  file: string;
  message: string;
  line?: number;
}

/** The reporter Gatsby hands every hook, as the part of it used here. */
export interface ProblemReporter {
  setErrorMap: (map: Record<string, { text: (context: { sourceMessage: string }) => string; level: "ERROR"; category: "USER"; type: undefined }>) => void;
  panicOnBuild: (error: { id: string; context: { sourceMessage: string }; filePath: string; location?: { start: { line: number } } }) => unknown;
  error: (error: { id: string; context: { sourceMessage: string }; filePath: string; location?: { start: { line: number } } }) => unknown;
}

function report(problem: Problem, reporter: ProblemReporter): void {
  // No type: Gatsby would print one after the label ("PLUGIN"), which tells an author nothing.
  reporter.setErrorMap({ [CONTENT_PROBLEM]: { text: (context) => context.sourceMessage, level: "ERROR", category: "USER", type: undefined } });
  const error = {
    id: CONTENT_PROBLEM,
    context: { sourceMessage: `Content file problem:\n${problem.message}` },
    filePath: path.resolve(problem.file),
    ...(problem.line ? { location: { start: { line: problem.line } } } : {}),
  };
  if (previewing) reporter.error(error);
  else reporter.panicOnBuild(error);
}

/** Where a problem is found, each found fine on its own: the file's fields (front matter, pictures) or its body (as a query renders it). */
type FoundIn = "fields" | "body";

/** In the preview, the last problem printed for each file and place, so an unchanged problem is printed once. */
const printed = new Map<string, string>();

export function reportProblem(reporter: ProblemReporter, file: string, message: string, line?: number, foundIn: FoundIn = "fields"): void {
  if (previewing) {
    const key = `${foundIn} ${file}`;
    if (printed.get(key) === message) return;
    printed.set(key, message);
  }
  report({ file, message, line }, reporter);
}

/** A build's stop on every file's problem at once, from createPages, when the node store has no write under way. */
export function stopOnContentProblems(reporter: ProblemReporter, problems: ReadonlyArray<{ file: string; problem: string }>): void {
  if (problems.length === 0) return;
  const [first] = problems;
  const line = problems.length === 1 ? Number(new RegExp(`^${first.file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:(\\d+):`).exec(first.problem)?.[1]) || undefined : undefined;
  report({ file: first.file, message: problems.map(({ problem }) => problem).join("\n"), line }, reporter);
}

/** Reports content issues: the preview, file by file; a build, every one at once before it stops. */
export function reportIssues(reporter: ProblemReporter, issues: ContentIssue[]): void {
  if (issues.length === 0) return;
  const files = [...new Set(issues.map((issue) => issue.file))];
  const groups = previewing ? files.map((file) => issues.filter((issue) => issue.file === file)) : [issues];
  for (const group of groups) reportProblem(reporter, group[0].file, formatIssues(group), files.length === 1 ? group.find((issue) => issue.line)?.line : undefined);
}

/** A file's fields, or its body, found fine again: its next problem there, even the same as before, is printed. */
export function problemFixed(file: string, foundIn: FoundIn = "fields"): void {
  printed.delete(`${foundIn} ${file}`);
}
