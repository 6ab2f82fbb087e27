/**
 * For `npm start` (gatsby-config's developMiddleware): the editor at /admin, bundled for
 * decap-server on this machine the first time it is asked for (admin/bundle.ts), and kept in
 * memory.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildAdmin } from "./bundle";

const root = path.resolve(__dirname, "..");

export interface DevApp {
  get: (path: string, handler: (request: { path: string }, response: DevResponse) => void) => void;
}

interface DevResponse {
  status: (code: number) => DevResponse;
  type: (type: string) => DevResponse;
  set: (name: string, value: string) => DevResponse;
  send: (body: string | Buffer) => void;
}

/** For `npm start`: /admin, built for decap-server on this machine the first time it is asked for, and kept in memory. */
export function serveAdminInPreview(app: DevApp): void {
  const folder = path.join(root, ".cache", "admin");
  let built: Promise<Record<string, Buffer>> | null = null;
  const files = async () => {
    await buildAdmin(folder, { local: true });
    return { "index.html": readFileSync(path.join(folder, "index.html")), "cms.js": readFileSync(path.join(folder, "cms.js")) };
  };
  const send = (file: string, type: string) => (_request: { path: string }, response: DevResponse) => {
    built ??= files();
    built.then(
      (contents) => response.type(type).set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex, nofollow").send(contents[file]),
      (error: unknown) => {
        built = null;
        response.status(500).type("text/plain").send(`The editor could not be built:\n${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  for (const address of ["/admin", "/admin/", "/admin/index.html"]) app.get(address, send("index.html", "html"));
  app.get("/admin/cms.js", send("cms.js", "js"));
}
