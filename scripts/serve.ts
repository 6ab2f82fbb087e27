/**
 * `npm run serve [-- --port 9000]`: the built site in public/ on 127.0.0.1, as the CDN will
 * serve it (src/server/site-server.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { createSiteServer } from "../src/server/site-server";

function argument(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index > -1 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
}

if (require.main === module) {
  const root = path.resolve(__dirname, "..", "public");
  if (!existsSync(path.join(root, "index.html"))) {
    console.error("No build found in public/. Run `npm run build` first.");
    process.exit(1);
  }
  const port = Number(argument("port", process.env.PORT ?? "9000"));
  const host = "127.0.0.1";
  createSiteServer(root).listen(port, host, () => console.log(`Serving public/ on http://${host}:${port}`));
}
