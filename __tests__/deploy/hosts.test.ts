/**
 * The other hosts' files, read as the hosts read them and compared with the build's
 * public/_headers and public/_redirects, so that no host drifts from the others:
 * netlify.toml (Netlify), wrangler.toml and .node-version (Cloudflare Pages) and
 * deploy/cloudfront/template.json (S3 + CloudFront, written by the build).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { parse } from "smol-toml";
import { redirects as sourceRedirects } from "../../src/config/redirects";
import { OTHER_NODE_MAJORS } from "../../checks/lib/node-versions";
import { redirectsFile } from "../../src/server/host-files";
import { addressOf, expectedHeaders, headerRules, listedAddresses, PUBLIC, publicFiles, readBuildFile, redirectRules, ROOT } from "./build";

const rules = headerRules();
const redirects = redirectRules();
const files = publicFiles();
const readToml = (name: string) => parse(readFileSync(path.join(ROOT, name), "utf8")) as Record<string, unknown>;
const nodeVersion = readFileSync(path.join(ROOT, ".node-version"), "utf8").trim();
const pageAddresses = files.filter((file) => file === "index.html" || file.endsWith("/index.html")).map(addressOf);

describe("both _headers hosts", () => {
  test("public/_redirects is the build's rendering of src/config/redirects.ts", () => {
    expect(readBuildFile("_redirects")).toBe(redirectsFile(sourceRedirects));
    expect(redirects.length).toBe(sourceRedirects.length);
  });

  test("no address gets the same header from two rules of public/_headers (hosts would join the values)", () => {
    for (const address of [...listedAddresses(), "/static/x.png", "/page-data/app-data.json"]) {
      const names = rules.filter((rule) => rule.pattern.test(address)).flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()));
      expect([address, names.length]).toEqual([address, new Set(names).size]);
    }
  });
});

describe("Netlify: netlify.toml", () => {
  const netlify = readToml("netlify.toml") as { build: { command: string; publish: string; environment: Record<string, string> } } & Record<string, unknown>;

  test("builds with npm run build and publishes public/, the folder holding _headers and _redirects", () => {
    expect(netlify.build.command).toBe("npm run build");
    expect(path.resolve(ROOT, netlify.build.publish)).toBe(PUBLIC);
    expect(existsSync(path.join(PUBLIC, "_headers"))).toBe(true);
    expect(existsSync(path.join(PUBLIC, "_redirects"))).toBe(true);
  });

  test("adds no headers or redirects of its own, so public/_headers and public/_redirects are the only rules", () => {
    expect(netlify.headers).toBeUndefined();
    expect(netlify.redirects).toBeUndefined();
    expect(Object.keys(netlify).sort()).toEqual(["build"]);
  });

  test("uses the Node version of .node-version, within package.json's engines", () => {
    expect(netlify.build.environment.NODE_VERSION).toBe(nodeVersion);
    const engines = (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { engines: { node: string } }).engines.node;
    const [, lowest, below] = /^>=(\d+) <(\d+)$/.exec(engines)!;
    expect(Number(nodeVersion)).toBeGreaterThanOrEqual(Number(lowest));
    expect(Number(nodeVersion)).toBeLessThan(Number(below));
  });

  test("names a Node version that npm test builds and unit-tests on", () => {
    expect(OTHER_NODE_MAJORS).toContain(Number(nodeVersion));
  });
});

describe("Cloudflare Pages: wrangler.toml", () => {
  const wrangler = readToml("wrangler.toml") as { name: string; pages_build_output_dir: string };

  test("publishes the same folder as Netlify, the one holding _headers and _redirects", () => {
    expect(path.resolve(ROOT, wrangler.pages_build_output_dir)).toBe(PUBLIC);
    expect(wrangler.name).toMatch(/^[a-z0-9-]+$/);
  });

  test("public/_headers and public/_redirects stay within Cloudflare's limits (100 header rules, 2,000 redirects)", () => {
    const headersText = readBuildFile("_headers");
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const line of headersText.split("\n")) expect(line.length).toBeLessThanOrEqual(2000);
    expect(redirects.length).toBeLessThanOrEqual(2000);
    for (const line of readBuildFile("_redirects").split("\n")) expect(line.length).toBeLessThanOrEqual(1000);
  });
});

interface Policy {
  SecurityHeadersConfig: {
    ContentSecurityPolicy?: { ContentSecurityPolicy: string };
    StrictTransportSecurity?: { AccessControlMaxAgeSec: number; IncludeSubdomains: boolean; Preload: boolean };
    ContentTypeOptions?: object;
    FrameOptions?: { FrameOption: string };
    ReferrerPolicy?: { ReferrerPolicy: string };
  };
  CustomHeadersConfig: { Items: Array<{ Header: string; Value: string }> };
}

interface Behavior {
  PathPattern?: string;
  AllowedMethods: string[];
  ResponseHeadersPolicyId: { Ref: string };
  FunctionAssociations: Array<{ EventType: string }>;
}

/** The headers a response headers policy makes CloudFront send, names in lower case. */
function policyHeaders(policy: Policy): Record<string, string> {
  const security = policy.SecurityHeadersConfig;
  const headers: Record<string, string> = {};
  if (security.ContentSecurityPolicy) headers["content-security-policy"] = security.ContentSecurityPolicy.ContentSecurityPolicy;
  if (security.StrictTransportSecurity) {
    const { AccessControlMaxAgeSec, IncludeSubdomains, Preload } = security.StrictTransportSecurity;
    headers["strict-transport-security"] = [`max-age=${AccessControlMaxAgeSec}`, IncludeSubdomains && "includeSubDomains", Preload && "preload"].filter(Boolean).join("; ");
  }
  if (security.ContentTypeOptions) headers["x-content-type-options"] = "nosniff";
  if (security.FrameOptions) headers["x-frame-options"] = security.FrameOptions.FrameOption;
  if (security.ReferrerPolicy) headers["referrer-policy"] = security.ReferrerPolicy.ReferrerPolicy;
  for (const item of policy.CustomHeadersConfig.Items) headers[item.Header.toLowerCase()] = item.Value;
  return headers;
}

/** CloudFront path pattern: "*" any characters, "?" exactly one. */
const pathPattern = (pattern: string) =>
  new RegExp(`^${pattern.replace(/^\/?/, "/").replace(/[.+^${}()|[\]\\]/g, "\\$&").replace(/\*/g, ".*").replace(/\?/g, ".")}$`);

interface Answer {
  statusCode?: number;
  headers?: Record<string, { value: string }>;
  uri?: string;
}

describe("S3 + CloudFront: deploy/cloudfront/template.json", () => {
  const templateFile = path.join(ROOT, "deploy", "cloudfront", "template.json");
  const template = JSON.parse(readFileSync(templateFile, "utf8")) as { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };
  const resources = template.Resources;
  const distribution = resources.Distribution.Properties.DistributionConfig as {
    DefaultCacheBehavior: Behavior;
    CacheBehaviors: Behavior[];
    CustomErrorResponses: Array<{ ErrorCode: number; ResponseCode: number; ResponsePagePath: string }>;
  };
  const behaviors = [...distribution.CacheBehaviors, distribution.DefaultCacheBehavior];
  const policyOf = (behavior: Behavior) => policyHeaders(resources[behavior.ResponseHeadersPolicyId.Ref].Properties.ResponseHeadersPolicyConfig as Policy);
  /** The headers CloudFront sends for an address: the first cache behaviour whose pattern matches, else the default. */
  const cloudFrontHeaders = (address: string) => policyOf(behaviors.find((behavior) => !behavior.PathPattern || pathPattern(behavior.PathPattern).test(address))!);
  const functionCode = resources.ViewerRequestFunction.Properties.FunctionCode as string;
  const handler = vm.runInNewContext(`${functionCode}\nhandler`, {}) as (event: unknown) => Answer;
  const viewerRequest = (uri: string, method = "GET", querystring: Record<string, { value: string }> = {}) => handler({ request: { method, uri, querystring, headers: {} } });

  test("every address public/_headers lists gets exactly its headers there, pages and scripts included", () => {
    const addresses = listedAddresses();
    expect(addresses.length).toBeGreaterThan(40);
    for (const address of [...addresses, ...files.filter((file) => file.startsWith("static/") || file.startsWith("page-data/")).map(addressOf)]) {
      expect([address, cloudFrontHeaders(address)]).toEqual([address, expectedHeaders(rules, address)]);
    }
  });

  test("a missing object (403 or 404 from S3) answers /404.html with status 404", () => {
    expect(existsSync(path.join(PUBLIC, "404.html"))).toBe(true);
    for (const code of [403, 404]) {
      expect(distribution.CustomErrorResponses).toContainEqual(expect.objectContaining({ ErrorCode: code, ResponseCode: 404, ResponsePagePath: "/404.html" }));
    }
  });

  test("every behaviour lets all methods reach the viewer-request function, which answers 405 to all but GET and HEAD", () => {
    for (const behavior of behaviors) {
      expect(behavior.AllowedMethods.sort()).toEqual(["DELETE", "GET", "HEAD", "OPTIONS", "PATCH", "POST", "PUT"]);
      expect(behavior.FunctionAssociations).toEqual([expect.objectContaining({ EventType: "viewer-request" })]);
    }
    for (const method of ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"]) {
      const answer = viewerRequest("/contact", method);
      expect(answer.statusCode).toBe(405);
      expect(answer.headers?.allow.value).toBe("GET, HEAD");
    }
    expect(viewerRequest("/contact", "HEAD").uri).toBe("/contact/index.html");
  });

  test("the function answers public/_redirects and trailing slashes with 301 and the headers of /*", () => {
    const siteWide = expectedHeaders(rules.slice(0, 1), "/");
    for (const redirect of redirects) {
      const answer = viewerRequest(redirect.from);
      expect([redirect.from, answer.statusCode, answer.headers?.location.value]).toEqual([redirect.from, redirect.status, redirect.to]);
      expect(answer.headers?.["cache-control"].value).toBe(expectedHeaders(rules, redirect.from)["cache-control"]);
    }
    const slash = viewerRequest("/about/", "GET", { from: { value: "old-link" } });
    expect([slash.statusCode, slash.headers?.location.value]).toEqual([301, "/about?from=old-link"]);
    for (const [name, value] of Object.entries(siteWide)) expect(slash.headers?.[name].value).toBe(value);
  });

  test("the function sends every page address to its index.html and every other file to itself", () => {
    const redirectSources = new Set(redirects.map((redirect) => redirect.from));
    for (const address of pageAddresses.filter((page) => !redirectSources.has(page))) {
      const key = viewerRequest(decodeURI(address)).uri!;
      expect([address, existsSync(path.join(PUBLIC, key))]).toEqual([address, true]);
      expect(key.endsWith("index.html")).toBe(true);
    }
    for (const file of files.filter((name) => !/(^|\/)index\.html$/.test(name) && !name.startsWith("_"))) {
      expect(viewerRequest(`/${file}`).uri).toBe(`/${file}`);
    }
  });

  test("the function fits CloudFront's 10 KB limit", () => {
    expect(Buffer.byteLength(functionCode)).toBeLessThan(10 * 1024);
  });
});
