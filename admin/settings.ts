/**
 * The editor's settings, from the environment at build time (documented in .env.example and
 * docs/deploying.md): the GitHub repository and branch it saves to, the sign-in provider, and
 * the port of its local server for `npm run cms` (admin/local-server.ts). Read by the editor's bundle (admin/bundle.ts), the
 * build's warnings (gatsby/configuration.ts) and `npm run cms` (scripts/cms.ts). What each value
 * must be is in the site's one schema of settings (src/config/settings.ts).
 */
import { readSetting, type SettingName } from "../src/config/settings";

/** The environment variables the editor is built with, and their defaults. */
export const ADMIN_ENV = {
  /** "owner/name" of the site's repository on GitHub. */
  repo: "CMS_GITHUB_REPO",
  branch: "CMS_GITHUB_BRANCH",
  /** The OAuth provider authors sign in through: Netlify's by default, or the address of the site's own proxy. */
  authBaseUrl: "CMS_AUTH_BASE_URL",
  authEndpoint: "CMS_AUTH_ENDPOINT",
  /** The editor's local server's port for `npm run cms`. */
  localPort: "CMS_LOCAL_PORT",
} as const satisfies Record<string, SettingName>;

/** A setting's value, or `fallback` when it is unset or blank; stops, naming it, when the value is not what it claims to be. */
export const setting = (name: SettingName, fallback: string) => readSetting(process.env, name) ?? fallback;

/** The editor's local server's port on this machine: `npm run cms` (scripts/cms.ts) starts it there, and the preview's editor talks to it. */
export const localPort = (): string => setting(ADMIN_ENV.localPort, "8081");

/** The editor's local server's API on this machine. */
export const localServer = (): string => `http://127.0.0.1:${localPort()}/api/v1`;
