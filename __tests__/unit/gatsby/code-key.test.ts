/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { bundled, codeKey } from "../../../gatsby/code-key";

describe("codeKey (a hash of the code an entry file reaches)", () => {
  let root: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  const key = (settings?: NodeJS.ProcessEnv) => codeKey(["entry.ts"], root, { leaveOut: ["stopped.ts"], settings });

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), "code-key-"));
    write("node_modules/left-pad/package.json", '{"name":"left-pad","version":"1.3.0","main":"index.js"}');
    write("node_modules/left-pad/index.js", "module.exports = (text) => text;");
    write("entry.ts", 'import { a } from "./lib/a";\nimport pad from "left-pad";\nimport { b } from "./stopped";\nconst x = require("./required");\nexport const all = [a, pad, b, x, () => import(`./plugins/${a}.ts`)];');
    write("lib/a.ts", 'import { site } from "../config";\nimport logo from "./logo.svg";\nexport const a = [site, logo].join();');
    write("lib/logo.svg", "<svg/>");
    write("config/index.ts", 'export const site = process.env.SITE_PHONE ?? process.env["SITE_MAIL"];');
    write("stopped.ts", 'import { c } from "./only-through-stopped";\nexport const b = c;');
    write("only-through-stopped.ts", "export const c = 1;");
    write("required.ts", "module.exports = 1;");
    write("plugins/slug.ts", "export default 'slug';");
    write("unused.ts", "export const nobody = 1;");
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("changes with any file reached, an imported picture's bytes, a file an import() pattern matches, and each setting read", () => {
    const first = key({ SITE_PHONE: "1" });
    expect(key({ SITE_PHONE: "1" })).toBe(first);
    expect(key({ SITE_PHONE: "2" })).not.toBe(first);
    expect(key({ SITE_PHONE: "1", SITE_MAIL: "a@b" })).not.toBe(first);
    const changes: Array<[string, string]> = [["config/index.ts", "export const site = process.env.SITE_PHONE;"], ["lib/logo.svg", "<svg id='new'/>"], ["plugins/slug.ts", "export default 'another';"], ["required.ts", "module.exports = 2;"]];
    let before = key({ SITE_PHONE: "1" });
    for (const [file, text] of changes) {
      write(file, text);
      const after = key({ SITE_PHONE: "1" });
      expect([file, after]).not.toEqual([file, before]);
      before = after;
    }
  });

  it("leaves out the files asked and what only they reach, files nothing imports, and packages", () => {
    const first = key();
    write("only-through-stopped.ts", "export const c = 2;");
    write("unused.ts", "export const nobody = 2;");
    write("node_modules/left-pad/index.js", "module.exports = (text) => ` ${text}`;");
    expect(key()).toBe(first);
  });

  it("names the settings the code reads, and the import it cannot follow", () => {
    expect(bundled(["entry.ts"], root).env).toEqual(["SITE_MAIL", "SITE_PHONE"]);
    write("lib/a.ts", 'import "./missing";\nexport const a = 1;');
    expect(() => key()).toThrow(/the cache key cannot be worked out: lib\/a\.ts Could not resolve "\.\/missing"/);
  });
});

describe("the renderer's bundle", () => {
  it("reads the settings the body components show", () => {
    expect(bundled(["gatsby/body.ts"], path.resolve(__dirname, "../../..")).env).toEqual(expect.arrayContaining(["GATSBY_PHONE_PRIMARY", "GATSBY_CONTACT_EMAIL"]));
  });
});
