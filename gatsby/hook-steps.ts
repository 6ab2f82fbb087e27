/**
 * One Gatsby hook made of several steps, each the job of its own module, run one after another
 * with the hook's arguments (gatsby-node.ts lists them, so its reader sees every step).
 */
export function inOrder<Args>(...steps: Array<(args: Args) => unknown>): (args: Args) => Promise<void> {
  return async (args) => {
    for (const step of steps) await step(args);
  };
}
