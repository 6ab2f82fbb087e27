/** The content's problems reported: a step of createPages after readContent (content-query.ts), and the bodies' a step of onPostBuild. */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { BuildArgs, CreatePagesArgs } from "gatsby";
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

/**
 * Where Gatsby writes a page's data: public/page-data/<path>/page-data.json, "index" for "/"
 * (https://www.gatsbyjs.com/docs/caching/#page-data).
 */
const pageDataFile = (route: string) => path.join("public", "page-data", route === "/" ? "index" : route, "page-data.json");

/**
 * The first step of onPostBuild: a build stops on every body that did not render, all at once,
 * as each page's data holds it (gatsby/body.ts). Bodies render in Gatsby's query workers, where a
 * stop on the first would end the worker ("Worker exited before finishing task") and hide the rest.
 */
export function stopOnBodyProblems({ reporter }: Pick<BuildArgs, "reporter">): void {
  const problems = contentNodes()
    .filter((node) => node.fields.published)
    .flatMap((node) => {
      const file = pageDataFile(node.fields.route);
      if (!existsSync(file)) throw new Error(`${node.file} is published at ${node.fields.route}, but the build wrote no ${file} to check its body in`);
      const data = JSON.parse(readFileSync(file, "utf8")) as { result?: { data?: { mdx?: { rendered?: { problem?: string | null } } } } };
      const problem = data.result?.data?.mdx?.rendered?.problem;
      return problem ? [{ file: node.file, problem }] : [];
    });
  stopOnContentProblems(reporter, problems);
}
