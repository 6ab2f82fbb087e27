/**
 * Runs Debian's nginx with deploy/nginx/site.conf as an ordinary process: its own prefix in a
 * temporary folder, a free port on 127.0.0.1, no system paths. A small wrapper stands in for
 * Debian's /etc/nginx/nginx.conf (the same mime.types, site.conf included in the http block);
 * in a copy of site.conf only the listen lines and the root change.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { accessSync, chmodSync, chownSync, constants, cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PUBLIC, ROOT } from "./build";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const SITE_DIR = path.join(ROOT, "deploy", "nginx");
/** The folder under nginx's configuration folder that site.conf's includes name. */
const INSTALLED_AS = "ouzel-valley-it";
const NOBODY = 65534;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replaces one line of site.conf, failing when it is not there exactly once. */
function replaceOnce(text: string, line: RegExp, replacement: string): string {
  const found = text.match(new RegExp(line.source, "gm")) ?? [];
  if (found.length !== 1) throw new Error(`deploy/nginx/site.conf should have exactly one line matching ${line}, found ${found.length}`);
  return text.replace(new RegExp(line.source, "m"), replacement);
}

/** The test copy of site.conf: listening on 127.0.0.1:port only, serving this build. */
function testSiteConf(siteConf: string, port: number, root: string): string {
  let text = replaceOnce(siteConf, /^(\s*)listen 80;$/, `$1listen 127.0.0.1:${port};`);
  text = replaceOnce(text, /^\s*listen \[::\]:80;\n/, "");
  return replaceOnce(text, /^(\s*)root \/var\/www\/site\/public;$/, `$1root ${root};`);
}

/**
 * Whether a process running as "nobody" can read the build: every folder above it searchable
 * and the pages readable by others. When not (a clone under /root), the root user runs nginx.
 */
function othersCanRead(dir: string): boolean {
  for (let current = dir; ; current = path.dirname(current)) {
    if ((statSync(current).mode & 0o001) === 0) return false;
    if (current === path.dirname(current)) break;
  }
  return (statSync(path.join(dir, "index.html")).mode & 0o004) !== 0;
}

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
  /** What nginx printed (its error log goes to stderr). */
  output: () => string;
}

export interface Prepared {
  prefix: string;
  conf: string;
  port: number;
  /** The user nginx runs as, when the tests run as root. */
  uid?: number;
}

export async function prepareNginx(): Promise<Prepared> {
  if (!existsSync(NGINX)) throw new Error(`Debian's nginx is missing at ${NGINX}: apt-get install -y nginx (npm test does it when run as root)`);
  accessSync(NGINX, constants.X_OK);
  for (const generated of ["http.conf", "server.conf"]) {
    if (!existsSync(path.join(SITE_DIR, "generated", generated))) throw new Error(`deploy/nginx/generated/${generated} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  const prefix = mkdtempSync(path.join(tmpdir(), "nginx-site-"));
  const installed = path.join(prefix, INSTALLED_AS);
  cpSync(SITE_DIR, installed, { recursive: true });
  writeFileSync(path.join(installed, "site.conf"), testSiteConf(readFileSync(path.join(SITE_DIR, "site.conf"), "utf8"), port, PUBLIC));

  const isRoot = process.getuid?.() === 0;
  const uid = isRoot && othersCanRead(PUBLIC) ? NOBODY : undefined;
  const temp = (name: string) => path.join(prefix, name);
  const conf = temp("nginx.conf");
  writeFileSync(
    conf,
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${temp("nginx.pid")};`,
      "error_log stderr warn;",
      // Only when the root user runs nginx itself; otherwise nginx ignores it.
      ...(isRoot && uid === undefined ? ["user root;"] : []),
      "events { worker_connections 64; }",
      "http {",
      "    include /etc/nginx/mime.types;",
      "    default_type application/octet-stream;",
      "    access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((name) => `    ${name}_temp_path ${temp(name)};`),
      `    include ${INSTALLED_AS}/site.conf;`,
      "}",
      "",
    ].join("\n"),
  );
  if (uid !== undefined) {
    chownSync(prefix, uid, NOBODY);
    chmodSync(prefix, 0o755);
  }
  return { prefix, conf, port, uid };
}

const args = ({ prefix, conf }: Prepared) => ["-e", "stderr", "-p", `${prefix}/`, "-c", conf];

/** `nginx -t`: whether nginx accepts site.conf, and what it said. */
export function configTest(prepared: Prepared): { status: number | null; output: string } {
  const result = spawnSync(NGINX, [...args(prepared), "-t"], { encoding: "utf8", uid: prepared.uid, gid: prepared.uid });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(`${origin}/robots.txt`, { redirect: "manual" });
    return true;
  } catch {
    return false;
  }
}

export async function startNginx(prepared: Prepared): Promise<RunningNginx> {
  const origin = `http://127.0.0.1:${prepared.port}`;
  let output = "";
  const child: ChildProcess = spawn(NGINX, args(prepared), { stdio: ["ignore", "pipe", "pipe"], uid: prepared.uid, gid: prepared.uid });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let running = true;
  void exited.then(() => (running = false));

  const stop = async () => {
    if (running) child.kill("SIGTERM");
    await exited;
    rmSync(prepared.prefix, { recursive: true, force: true });
  };
  for (let tries = 0; tries < 100; tries++) {
    if (!running) break;
    if (await answers(origin)) return { origin, stop, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`nginx did not start with deploy/nginx/site.conf:\n${output}`);
}
