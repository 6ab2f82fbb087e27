/**
 * For `npm start` (gatsby-config's developMiddleware): the editor at /admin, bundled for the
 * editor's local server on this machine (admin/local-server.ts) the first time it is asked for
 * (admin/bundle.ts), and kept in memory: its page, cms.js and the chunks cms.js loads.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { buildAdmin } from "./bundle";

const root = path.resolve(__dirname, "..");

export interface DevApp {
  get: (path: string | RegExp, handler: (request: { path: string }, response: DevResponse) => void) => void;
}

interface DevResponse {
  status: (code: number) => DevResponse;
  type: (type: string) => DevResponse;
  set: (name: string, value: string) => DevResponse;
  send: (body: string | Buffer) => void;
}

/** For `npm start`: /admin, built for the editor's local server the first time it is asked for, and kept in memory. */
export function serveAdminInPreview(app: DevApp): void {
  const folder = path.join(root, ".cache", "admin");
  let built: Promise<Record<string, Buffer>> | null = null;
  const files = async () => {
    await buildAdmin(folder, { local: true });
    const names = ["index.html", "logo.svg", ...readdirSync(folder).filter((name) => name.endsWith(".js"))];
    return Object.fromEntries(names.map((name) => [name, readFileSync(path.join(folder, name))]));
  };
  const send = (named: string | null, type: string) => (request: { path: string }, response: DevResponse) => {
    built ??= files();
    const file = named ?? request.path.slice("/admin/".length);
    built.then(
      (contents) => (contents[file] ? response.type(type).set("Cache-Control", "no-store").set("X-Robots-Tag", "noindex, nofollow").send(contents[file]) : response.status(404).type("text/plain").send(`The editor has no ${file}`)),
      (error: unknown) => {
        built = null;
        response.status(500).type("text/plain").send(`The editor could not be built:\n${error instanceof Error ? error.message : String(error)}`);
      },
    );
  };
  for (const address of ["/admin", "/admin/", "/admin/index.html"]) app.get(address, send("index.html", "html"));
  app.get(/^\/admin\/[\w-]+\.js$/, send(null, "js"));
  app.get("/admin/logo.svg", send("logo.svg", "svg"));
}
