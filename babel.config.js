/**
 * The site's Babel options, by Gatsby's documented route (https://www.gatsbyjs.com/docs/how-to/custom-configuration/babel/):
 * babel-preset-gatsby, to which Gatsby adds each stage's options and its plugins' presets and
 * plugins (TypeScript, styled-components).
 * `compact` is set here, once, for every file. Gatsby's JavaScript rule asks for it in a
 * production build and gatsby-plugin-typescript's rule does not, and Gatsby's babel-loader keeps
 * the loader options of the first file it compiles in a stage for every later one: without this,
 * a rebuild whose first changed file is a .tsx compiled every module after it uncompacted, and
 * webpack, which weighs modules before minifying, split the bundles another way than a clean
 * build (checks/incremental-build.ts compares them).
 */
module.exports = (api) => ({
  presets: ["babel-preset-gatsby"],
  compact: api.env("production"),
});
