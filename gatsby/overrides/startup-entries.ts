/**
 * Override: production bundles for styled-components and React DOM of their own, started ahead
 * of the app's in tasks of their own (the webpack hook in gatsby/webpack.ts calls this).
 * Starting styled-components (which reads the page's server CSS into its sheet) and React DOM
 * takes a few tens of milliseconds each on a mid-range phone; inside the app's start-up they
 * made one task long enough to block the page. Gatsby lists only the app's bundles in each
 * page; page-rewrites.ts adds these, in this order, from webpack.stats.json.
 * Relies on (gatsby 5.16.1): the "build-javascript" stage's webpack config having one entry
 * named `app`; it stops the build when that is not so.
 */
import path from "node:path";
import { OverrideError } from "./contract";

/** Webpack entries that run ahead of the app's, in this order, each depending on the one before. */
export const STARTUP_ENTRIES = [
  { name: "style-engine", module: "gatsby/overrides/startup/style-engine.ts" },
  { name: "dom-engine", module: "gatsby/overrides/startup/dom-engine.ts" },
] as const;

interface WebpackConfig {
  entry?: Record<string, unknown>;
  module: { rules: unknown[] };
}

/** The browser bundles' webpack config with the start-up entries added before the app's. */
export function withStartupEntries<Config extends WebpackConfig>(config: Config, root: string): Config {
  const app = config.entry?.app;
  if (typeof app !== "string" && !Array.isArray(app)) {
    throw new OverrideError("startup-entries", `the build-javascript webpack config has no "app" entry to start after the start-up entries (entries: ${Object.keys(config.entry ?? {}).join(", ") || "none"})`);
  }
  // The package declares itself free of side effects, so a bare import would be dropped.
  config.module.rules.push({ test: /[\\/]node_modules[\\/]styled-components[\\/]/, sideEffects: true });
  const startup = STARTUP_ENTRIES.map(({ name, module }, index) => [
    name,
    { import: path.resolve(root, module), ...(index > 0 ? { dependOn: STARTUP_ENTRIES[index - 1].name } : {}) },
  ]);
  config.entry = {
    ...Object.fromEntries(startup),
    app: { import: app, dependOn: STARTUP_ENTRIES.map(({ name }) => name) },
  };
  return config;
}
