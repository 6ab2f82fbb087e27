/** The benchmarks' command-line options: `--name value`, and comma-separated lists. */

/** The value after `--name`, or `fallback` when the option is not given. */
export function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

/** Whether the flag `--name` is given. */
export function flag(name: string): boolean {
  return process.argv.includes(`--${name}`);
}

/** "a, b,c" as ["a", "b", "c"]. */
export function list(value: string): string[] {
  return value.split(",").map((item) => item.trim()).filter(Boolean);
}
