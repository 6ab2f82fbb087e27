/** The error an override stops the build with when Gatsby is not what it relies on; it imports nothing, so browser code can throw it. */
export class OverrideError extends Error {
  constructor(override: string, found: string) {
    super(`Gatsby override "${override}" (gatsby/overrides/README.md) found something it does not expect: ${found}. Gatsby or a plugin may have changed; see the README before changing the override.`);
    this.name = "OverrideError";
  }
}
