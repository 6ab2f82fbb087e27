/**
 * Synchronous clean-ups run however a benchmark ends (a busy-core process, a running build, a
 * server's copies): on exit, and on SIGTERM and SIGINT, which end the process through exit.
 */
export const onExit = new Set<() => void>();

process.on("exit", () => {
  for (const cleanUp of onExit) cleanUp();
});
process.once("SIGTERM", () => process.exit(143));
process.once("SIGINT", () => process.exit(130));
