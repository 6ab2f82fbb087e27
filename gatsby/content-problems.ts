/** The content's problems reported, a step of createPages after readContent (content-query.ts). */
import type { CreatePagesArgs } from "gatsby";
import { includesUnpublished } from "../src/lib/publishing";
import { contentNodes } from "./content-query";
import { previewing, problemFixed, reportIssues, stopOnContentProblems } from "./problems";

/** The preview prints each file's picture problems (its fields' were printed as its node was made); a build stops on every problem at once, but warns of a draft's. */
export function reportContentProblems({ reporter }: Pick<CreatePagesArgs, "reporter">): void {
  const nodes = contentNodes();
  if (previewing) {
    for (const { file, fields, pictureIssues } of nodes) {
      reportIssues(reporter, pictureIssues);
      if (!fields.problem) problemFixed(file);
    }
    return;
  }
  // A draft left out of the build may hold a problem: its author saved it as a draft to finish later.
  const leftOut = (node: (typeof nodes)[number]) => node.fields.draft && !includesUnpublished();
  for (const node of nodes) if (node.fields.problem && leftOut(node)) reporter.warn(`${node.file} is a draft with a problem, left out of this build as every draft is:\n${node.fields.problem}`);
  stopOnContentProblems(reporter, nodes.flatMap((node) => (node.fields.problem && !leftOut(node) ? [{ file: node.file, problem: node.fields.problem }] : [])));
}
