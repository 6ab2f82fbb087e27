/**
 * @jest-environment node
 */
import { withOneBabelOptions } from "../../../gatsby/overrides/babel-options";

// The real rules: Gatsby's JavaScript rule and gatsby-plugin-typescript's, as the installed
// versions build them for a production bundle.
const { createWebpackUtils } = require("gatsby/dist/utils/webpack-utils");
const typescriptPlugin = require("gatsby-plugin-typescript/gatsby-node");

type UseInfo = { resourceQuery: string; issuer: string };
type Rule = { test?: RegExp; use?: (info: UseInfo) => Array<{ loader: string; options: Record<string, unknown> }> };

function realRules(stage: string): Rule[] {
  const utils = createWebpackUtils(stage, { directory: process.cwd(), browserslist: [] });
  let typescript: Rule | undefined;
  typescriptPlugin.onCreateWebpackConfig({ actions: { setWebpackConfig: (config: { module: { rules: Rule[] } }) => (typescript = config.module.rules[0]) }, loaders: utils.loaders, stage });
  return [utils.rules.js({ modulesThatUseGatsby: [] }), typescript!];
}

const FILES: UseInfo[] = [
  { resourceQuery: "", issuer: "/site/src/pages/index.tsx" },
  { resourceQuery: "", issuer: "/site/.cache/_this_is_virtual_fs_path_/$virtual/async-requires.js" },
  { resourceQuery: "?__contentFilePath=/site/content/blog/a.mdx", issuer: "/site/.cache/async-requires.js" },
];

const optionsOf = (rule: Rule, info: UseInfo) => rule.use!(info)[0].options;

describe("withOneBabelOptions", () => {
  it.each(["build-javascript", "build-html"])("on Gatsby's real %s rules, gives the TypeScript rule the JavaScript rule's options, each file keeping its own", (stage) => {
    const [js, typescript] = realRules(stage);
    // What the override is for: the two rules ask the one loader for different options. When a
    // Gatsby upgrade evens them out itself, this fails, and the override can go.
    expect(optionsOf(typescript, FILES[0])).not.toEqual(optionsOf(js, FILES[0]));

    const config = withOneBabelOptions({ module: { rules: [js, typescript] } }, stage);
    const [, evened] = config.module.rules as Rule[];
    for (const file of FILES) {
      expect(optionsOf(evened, file)).toEqual(optionsOf(js, file));
    }
    expect(optionsOf(evened, FILES[0])).toMatchObject({ compact: true, configFile: true, isPageTemplate: false });
    expect(optionsOf(evened, FILES[1])).toMatchObject({ compact: true, isPageTemplate: true });
  });

  it("evens out a rule limited to a query (gatsby-plugin-mdx's) rather than taking it for the JavaScript rule", () => {
    const utils = createWebpackUtils("build-javascript", { directory: process.cwd(), browserslist: [] });
    const [js, typescript] = realRules("build-javascript");
    const layout: Rule & { resourceQuery: RegExp } = {
      test: /\.[tj]sx?$/,
      resourceQuery: /__contentFilePath=.+\.mdx?(&export=.*)?$/,
      use: ({ resourceQuery, issuer }) => [utils.loaders.js({ isPageTemplate: /async-requires/.test(issuer), resourceQuery }), { loader: "/site/node_modules/gatsby-plugin-mdx/dist/gatsby-layout-loader", options: {} }],
    };
    const config = withOneBabelOptions({ module: { rules: [js, layout, typescript] } }, "build-javascript");
    const [, evened] = config.module.rules as Rule[];
    expect(optionsOf(evened, FILES[2])).toEqual(optionsOf(js, FILES[2]));
    expect(evened.use!(FILES[2])[1].loader).toMatch(/gatsby-layout-loader$/);
  });

  it("stops the build when the TypeScript rule is missing", () => {
    const [js] = realRules("build-javascript");
    expect(() => withOneBabelOptions({ module: { rules: [js] } }, "build-javascript")).toThrow(/"babel-options".*no rule besides Gatsby's JavaScript rule/);
  });

  it("stops the build when no rule runs Gatsby's babel-loader on .js files", () => {
    const [, typescript] = realRules("build-javascript");
    expect(() => withOneBabelOptions({ module: { rules: [typescript] } }, "build-javascript")).toThrow(/"babel-options".*0 rules running Gatsby's babel-loader on \.js files/);
  });

  it("stops the build when another rule sets an option the JavaScript rule does not", () => {
    const [js, typescript] = realRules("build-javascript");
    const odd: Rule = { test: typescript.test, use: (info) => typescript.use!(info).map((use) => ({ ...use, options: { ...use.options, retainLines: true } })) };
    expect(() => withOneBabelOptions({ module: { rules: [js, odd] } }, "build-javascript")).toThrow(/"babel-options".*sets retainLines/);
  });
});
