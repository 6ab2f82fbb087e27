/** One Gatsby hook made of steps, each its own module's, run in turn with the hook's arguments. */
export function inOrder<Args>(...steps: Array<(args: Args) => unknown>): (args: Args) => Promise<void> {
  return async (args) => {
    for (const step of steps) await step(args);
  };
}
