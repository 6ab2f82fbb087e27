import { readFileSync } from "node:fs";
import path from "node:path";
import { COMPONENTS } from "../../../../admin/src/body/ComponentDialog";
import { componentSnippet, writtenComponentAt, type ComponentFields, type ComponentName } from "../../../../admin/src/body/snippets";
import { filesUnder } from "../../../../gatsby/files";
import { mdxComponents } from "../../../../src/mdx/components";

/** Components content files use only inside another (a question inside its list of questions). */
const INSIDE_ANOTHER = { FaqItem: "Faq" };

it("offers a form in the body's Insert menu for every component content files may use", () => {
  const offered = COMPONENTS.map((component) => component.name as string);
  const components = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
  for (const name of components) expect([name, offered.includes(INSIDE_ANOTHER[name as keyof typeof INSIDE_ANOTHER] ?? name)]).toEqual([name, true]);
  for (const name of offered) expect(components).toContain(name);
});

/** Each component filled in as an author would, with words inside it for the cursor to be in. */
const FILLED: { [Name in ComponentName]: Extract<ComponentFields, { name: Name }> } = {
  Callout: { name: "Callout", title: "Sync is not backup", text: "A copy elsewhere." },
  ButtonLink: { name: "ButtonLink", label: "Book a check", href: "/contact" },
  ContactLinks: { name: "ContactLinks", stacked: true },
  Faq: { name: "Faq", items: [{ question: "Do you upgrade laptops?", answer: "Yes, most of them." }] },
  Section: { name: "Section", title: "Prices", contact: true, payment: false, text: "From £40 a month." },
  FeatureList: { name: "FeatureList", items: ["More memory", "A faster drive"] },
  PlanBox: { name: "PlanBox" },
  PostalAddress: { name: "PostalAddress" },
};

it.each(COMPONENTS.map((component) => [component.name, component] as const))("%s: the Insert menu offers to change it exactly when its form reads it back", (name, component) => {
  const { text: written } = componentSnippet(FILLED[name]);
  const body = `Intro.\n\n${written}\n\nAfter.`;
  // The cursor half-way through it.
  expect(Boolean(writtenComponentAt(body, name, body.indexOf(written) + Math.floor(written.length / 2)))).toBe(Boolean(component.change));
});

const CHANGEABLE = COMPONENTS.filter((component) => component.change).map((component) => component.name);
/** The tag that starts each: a question of a list for the questions form. */
const TAG: Partial<Record<ComponentName, string>> = { Faq: "<FaqItem " };
const content = path.resolve(__dirname, "../../../../content");
const uses = filesUnder(content, (file) => file.endsWith(".mdx")).flatMap((file) => {
  const text = readFileSync(path.join(content, file), "utf8");
  return CHANGEABLE.flatMap((name) => [...text.matchAll(new RegExp(TAG[name] ?? `<${name}[ >]`, "g"))].map((match) => ({ where: `${file}:${text.slice(0, match.index).split("\n").length} ${name}`, name, text, at: match.index! + 1 })));
});

it("content uses each component the menu changes", () => {
  expect(new Set(uses.map((use) => use.name))).toEqual(new Set(CHANGEABLE));
});

it.each(uses.map((use) => [use.where, use] as const))("%s: read back by its form, which writes it again byte for byte", (_where, { name, text, at }) => {
  const found = writtenComponentAt(text, name, at);
  expect(found).not.toBeNull();
  expect(componentSnippet(found!.fields).text).toBe(text.slice(found!.range.from, found!.range.to));
});
