/** gatsby-source-filesystem's content digest of a file: the MD5 of its bytes. */
import { createHash } from "node:crypto";

export function md5(content: string | Buffer): string {
  return createHash("md5").update(content).digest("hex");
}
