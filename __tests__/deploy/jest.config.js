/**
 * Host files against the real build (npm test runs these after `gatsby build`; on their own:
 * npm run test:deploy). Plain Node, no browser.
 */
const base = require("../../package.json").jest;

module.exports = {
  rootDir: "../..",
  testEnvironment: "node",
  testMatch: ["<rootDir>/__tests__/deploy/**/*.test.ts"],
  transform: base.transform,
  testTimeout: 60_000,
};
