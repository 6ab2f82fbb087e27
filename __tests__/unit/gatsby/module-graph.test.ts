/**
 * @jest-environment node
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { envReadBy, graphKey, moduleGraph } from "../../../gatsby/module-graph";

describe("envReadBy", () => {
  it("finds the environment variables a file reads", () => {
    expect(envReadBy('const a = process.env.GATSBY_PHONE_PRIMARY; const b = process.env["INCLUDE_UNPUBLISHED"];')).toEqual(["GATSBY_PHONE_PRIMARY", "INCLUDE_UNPUBLISHED"]);
  });
});

describe("moduleGraph and graphKey", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "graph-"));
    write("node_modules/left-pad/package.json", '{"name":"left-pad","version":"1.3.0"}');
    write("entry.ts", 'import { a } from "./lib/a";\nimport pad from "left-pad";\nimport fs from "node:fs";\nimport "./other";');
    write("lib/a.ts", 'import { site } from "../config";\nexport const a = site;');
    write("config/index.ts", "export const site = process.env.SITE_PHONE;");
    write("other.tsx", 'import { b } from "./stopped";');
    write("stopped.ts", 'import "./only-through-stopped";');
    write("only-through-stopped.ts", "export {};");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("follows every import to the end, with packages and the settings read", () => {
    expect(moduleGraph(["entry.ts"], root)).toEqual({
      files: ["config/index.ts", "entry.ts", "lib/a.ts", "only-through-stopped.ts", "other.tsx", "stopped.ts"],
      packages: ["left-pad@1.3.0"],
      env: ["SITE_PHONE"],
    });
  });

  it("leaves out what is reached only through a stop", () => {
    expect(moduleGraph(["entry.ts"], root, ["stopped.ts"]).files).toEqual(["config/index.ts", "entry.ts", "lib/a.ts", "other.tsx"]);
  });

  it("changes with any file's bytes, a package's version, or a setting's value", () => {
    const key = (env: NodeJS.ProcessEnv | null = { SITE_PHONE: "1" }) => graphKey(moduleGraph(["entry.ts"], root), root, env);
    const first = key();
    expect(key()).toBe(first);
    expect(key({ SITE_PHONE: "2" })).not.toBe(first);
    expect(key(null)).not.toBe(first);
    write("only-through-stopped.ts", "export const changed = 1;");
    const second = key();
    expect(second).not.toBe(first);
    write("node_modules/left-pad/package.json", '{"name":"left-pad","version":"1.3.1"}');
    expect(key()).not.toBe(second);
  });

  it("follows dynamic imports, require and type-only imports' files, and an import() of a template literal to every file it matches", () => {
    write("entry.ts", 'import type { T } from "./types";\nconst load = (name: string) => import(`./plugins/${name}.ts`);\nconst x = require("./required");\nexport const lazy = () => import("./lazy");');
    write("types.ts", "export type T = string;");
    write("required.ts", "module.exports = 1;");
    write("lazy.ts", "export default 1;");
    write("plugins/slug.ts", "export default 'slug';");
    write("plugins/tables.ts", "export default 'tables';");
    expect(moduleGraph(["entry.ts"], root).files).toEqual(["entry.ts", "lazy.ts", "plugins/slug.ts", "plugins/tables.ts", "required.ts"]);
  });

  it("changes when a template-literal import() is added, or a file it matches changes", () => {
    const key = () => graphKey(moduleGraph(["entry.ts"], root), root, null);
    write("plugins/slug.ts", "export default 'slug';");
    const first = key();
    write("entry.ts", 'import "./lib/a";\nexport const load = (name: string) => import(`./plugins/${name}.ts`);');
    const second = key();
    expect(second).not.toBe(first);
    write("plugins/slug.ts", "export default 'another slug';");
    expect(key()).not.toBe(second);
  });

  it("stops with the file named when an import cannot be found", () => {
    write("lib/a.ts", 'import "./missing";');
    expect(() => moduleGraph(["entry.ts"], root)).toThrow("lib/a.ts imports ./missing, which cannot be found");
  });
});

describe("the renderer's graph", () => {
  it("reaches the MDX plugins, the component map, every MDX component and the settings they read", () => {
    const graph = moduleGraph(["gatsby/body.ts"], path.resolve(__dirname, "../../.."));
    expect(graph.files).toEqual(expect.arrayContaining([
      "src/mdx/render.tsx",
      "src/mdx/options.ts",
      "src/mdx/rehype-tables.ts",
      "src/mdx/rehype-form-controls.ts",
      "src/mdx/components.tsx",
      "src/components/mdx/ContactLinks.tsx",
      "src/config/site.ts",
      "src/styles/theme.ts",
    ]));
    expect(graph.env).toEqual(expect.arrayContaining(["GATSBY_PHONE_PRIMARY", "GATSBY_CONTACT_EMAIL"]));
    expect(graph.packages.map((name) => name.replace(/@[^@]+$/, ""))).toEqual(expect.arrayContaining(["@mdx-js/mdx", "remark-gfm", "rehype-slug", "styled-components", "react-dom"]));
  });
});
