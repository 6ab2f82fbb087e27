/**
 * How a content problem is reported. A build stops on it. The preview (`npm start`) prints it
 * once and keeps running; the file's page shows it until the file is fixed.
 */
import { formatIssues, type ContentIssue } from "../src/lib/content-schema";

export interface Reporter {
  panicOnBuild: (message: string) => void;
  error: (message: string) => void;
}

export const previewing = process.env.NODE_ENV === "development";

/** In the preview, the last problem printed for each file, so an unchanged problem is printed once. */
const printed = new Map<string, string>();

export function reportProblem(reporter: Reporter, file: string, message: string): void {
  if (!previewing) {
    reporter.panicOnBuild(`Content file problem:\n${message}`);
    return;
  }
  if (printed.get(file) === message) return;
  printed.set(file, message);
  reporter.error(`Content file problem:\n${message}`);
}

export function reportIssues(reporter: Reporter, issues: ContentIssue[]): void {
  if (issues.length === 0) return;
  if (!previewing) reporter.panicOnBuild(`Content file problem:\n${formatIssues(issues)}`);
  else {
    const files = new Set(issues.map((issue) => issue.file));
    for (const file of files) reportProblem(reporter, file, formatIssues(issues.filter((issue) => issue.file === file)));
  }
}

/** A file found fine again: its next problem, even the same as before, is printed. */
export function problemFixed(file: string): void {
  printed.delete(file);
}
