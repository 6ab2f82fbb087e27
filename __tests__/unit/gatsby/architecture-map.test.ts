/**
 * docs/architecture.md's hook table is the map of gatsby-node.ts: every hook, each step in the
 * order it runs, and the module each step comes from. This test reads both, so the map cannot
 * go stale.
 * @jest-environment node
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(__dirname, "../../..");
const gatsbyNode = readFileSync(path.join(root, "gatsby-node.ts"), "utf8");
const architecture = readFileSync(path.join(root, "docs/architecture.md"), "utf8");

/** hook → [step, module] in order, from gatsby-node.ts's exports and imports. */
function fromCode(): Record<string, Array<[string, string]>> {
  const modules = new Map<string, string>();
  // Modules in gatsby/ are named from there ("pages.ts"), others from the project's root ("admin/bundle.ts").
  for (const [, names, from] of gatsbyNode.matchAll(/^import \{ ([^}]+) \} from "\.\/([^"]+)";$/gm)) {
    for (const name of names.split(",").map((part) => part.trim())) modules.set(name, `${from.replace(/^gatsby\//, "")}.ts`);
  }
  const hooks: Record<string, Array<[string, string]>> = {};
  for (const [, hook, value] of gatsbyNode.matchAll(/^export const (\w+): GatsbyNode\["\w+"\] = (.+);$/gm)) {
    const steps = /^inOrder\((.+)\)$/.exec(value)?.[1].split(",").map((step) => step.trim()) ?? [value];
    hooks[hook] = steps.map((step) => [step, modules.get(step) ?? "?"]);
  }
  return hooks;
}

/** hook → [step, module] in order, from the table's rows. */
function fromDocs(): Record<string, Array<[string, string]>> {
  const hooks: Record<string, Array<[string, string]>> = {};
  for (const [, hook, steps] of architecture.matchAll(/^\| `(\w+)` \| ((?:`\w+` \(`[\w/.-]+`\)(?:, )?)+) \|/gm)) {
    hooks[hook] = [...steps.matchAll(/`(\w+)` \(`([\w/.-]+)`\)/g)].map(([, step, module]) => [step, module]);
  }
  return hooks;
}

test("the hook table of docs/architecture.md lists every hook of gatsby-node.ts, its steps in order and their modules", () => {
  const code = fromCode();
  expect(Object.keys(code).length).toBeGreaterThan(8);
  expect(fromDocs()).toEqual(code);
});
