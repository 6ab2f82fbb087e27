/**
 * @jest-environment node
 *
 * Content problems through Gatsby's own reporter (gatsby-cli's, which Gatsby hands every hook
 * with the site's name put before error ids): the error it makes of one is what its terminal
 * shows.
 */
import path from "node:path";
import { reportIssues, reportProblem, stopOnContentProblems, type ProblemReporter } from "../../../gatsby/problems";

// eslint-disable-next-line @typescript-eslint/no-require-imports
const gatsbyReporter = require("gatsby-cli/lib/reporter") as ProblemReporter;

/** Gatsby's reporter, keeping the structured errors it makes. */
function recording(): { reporter: ProblemReporter; made: Array<Record<string, unknown>> } {
  const made: Array<Record<string, unknown>> = [];
  return {
    made,
    reporter: {
      setErrorMap: (map) => gatsbyReporter.setErrorMap(map),
      panicOnBuild: (error) => made.push(gatsbyReporter.panicOnBuild(error) as Record<string, unknown>),
      error: (error) => made.push(gatsbyReporter.error(error) as Record<string, unknown>),
    },
  };
}

describe("a content problem, as Gatsby's terminal shows it", () => {
  jest.spyOn(console, "log").mockImplementation(() => undefined);

  it("is the site's own kind of error, for the author: no UNKNOWN or PLUGIN label, the file and its line", () => {
    const { reporter, made } = recording();
    reportProblem(reporter, "content/blog/printers.mdx", "content/blog/printers.mdx:12: picture ./images/tray.png does not exist", 12);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      code: "content-problem",
      level: "ERROR",
      category: "USER",
      text: "Content file problem:\ncontent/blog/printers.mdx:12: picture ./images/tray.png does not exist",
      filePath: path.resolve("content/blog/printers.mdx"),
      location: { start: { line: 12 } },
    });
    expect(made[0].type).toBeUndefined();
  });

  it("in the preview, is printed once, and again only once that place of the file (fields or body) was found fine", () => {
    const saved = process.env.NODE_ENV;
    process.env.NODE_ENV = "development";
    let preview!: typeof import("../../../gatsby/problems");
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      preview = require("../../../gatsby/problems");
    });
    process.env.NODE_ENV = saved;
    const { reporter, made } = recording();
    const file = "content/blog/x.mdx";
    const message = `${file}: body uses <Carousel>`;
    preview.reportProblem(reporter, file, message, undefined, "body");
    // Its front matter is fine (a createPages run): the body's problem is not printed again.
    preview.problemFixed(file);
    preview.reportProblem(reporter, file, message, undefined, "body");
    expect(made).toHaveLength(1);
    // Its body rendered: the same problem, back, is printed.
    preview.problemFixed(file, "body");
    preview.reportProblem(reporter, file, message, undefined, "body");
    expect(made).toHaveLength(2);
  });

  it("in a build, reports every file's issues at once, before the build stops", () => {
    const { reporter, made } = recording();
    reportIssues(
      reporter,
      [
        { file: "content/blog/a.mdx", field: "date", message: "is missing" },
        { file: "content/blog/b.mdx", field: "the second topic, `printers`,", message: "is not one of the blog's topics: security" },
      ],
    );
    expect(made).toHaveLength(1);
    expect(made[0].text).toBe("Content file problem:\ncontent/blog/a.mdx: date is missing\ncontent/blog/b.mdx: the second topic, `printers`, is not one of the blog's topics: security");
  });

  it("stops a build on every file's problem at once, with the line of a single file's", () => {
    const one = recording();
    stopOnContentProblems(one.reporter, [{ file: "content/blog/a.mdx", problem: "content/blog/a.mdx:7: picture ./images/x.png has no alt text" }]);
    expect(one.made).toHaveLength(1);
    expect(one.made[0]).toMatchObject({ text: "Content file problem:\ncontent/blog/a.mdx:7: picture ./images/x.png has no alt text", location: { start: { line: 7 } } });
    const two = recording();
    stopOnContentProblems(two.reporter, [
      { file: "content/blog/a.mdx", problem: "content/blog/a.mdx: date is missing" },
      { file: "content/services/b.mdx", problem: "content/services/b.mdx: title is missing" },
    ]);
    expect(two.made).toHaveLength(1);
    expect(two.made[0].text).toBe("Content file problem:\ncontent/blog/a.mdx: date is missing\ncontent/services/b.mdx: title is missing");
    const none = recording();
    stopOnContentProblems(none.reporter, []);
    expect(none.made).toEqual([]);
  });
});
