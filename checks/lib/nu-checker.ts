/** The W3C Nu HTML Checker (the `vnu-jar` package, on Java 17+), run over built HTML files. */
import { spawnSync } from "node:child_process";

const vnuJar = require("vnu-jar") as string;

export interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  firstLine?: number;
  lastLine?: number;
  extract?: string;
}

/** Whether a Java runtime to run the checker on is installed. */
export function javaInstalled(): boolean {
  return spawnSync("java", ["-version"]).status === 0;
}

/** Checks `files`; throws when the checker itself cannot run. */
export function nuCheck(files: string[]): { errors: VnuMessage[]; warnings: VnuMessage[] } {
  const result = spawnSync("java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  let messages: VnuMessage[];
  try {
    messages = (JSON.parse(result.stderr) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The HTML checker did not run:\n${result.stderr || result.error}`);
  }
  return {
    errors: messages.filter((message) => message.type === "error" || message.type === "non-document-error"),
    warnings: messages.filter((message) => message.type === "info" && message.subType === "warning"),
  };
}
