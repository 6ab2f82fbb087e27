import { COMPONENTS } from "../../../../admin/src/body/ComponentDialog";
import { mdxComponents } from "../../../../src/mdx/components";

/** Components content files use only inside another (a question inside its list of questions). */
const INSIDE_ANOTHER = { FaqItem: "Faq" };

it("offers a form in the body's Insert menu for every component content files may use", () => {
  const offered = COMPONENTS.map((component) => component.name as string);
  const components = Object.keys(mdxComponents).filter((name) => /^[A-Z]/.test(name));
  for (const name of components) expect([name, offered.includes(INSIDE_ANOTHER[name as keyof typeof INSIDE_ANOTHER] ?? name)]).toEqual([name, true]);
  for (const name of offered) expect(components).toContain(name);
});
