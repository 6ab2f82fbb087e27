/**
 * The error every override in this folder stops the build with when Gatsby's output or internals
 * are not what it relies on. It imports nothing, so browser code (navigation-gate.ts) can hold
 * its guard beside it.
 */
export class OverrideError extends Error {
  constructor(override: string, found: string) {
    super(`Gatsby override "${override}" (gatsby/overrides/README.md) found something it does not expect: ${found}. Gatsby or a plugin may have changed; see the README before changing the override.`);
    this.name = "OverrideError";
  }
}
