import { IMMUTABLE, isHashedAsset, REVALIDATE, SITE_WIDE_HEADERS } from "../../../src/lib/headers";
import { CACHE_CONTROL_VARIABLE, nginxHttpConf, nginxServerConf, nginxString } from "../../../src/server/nginx";

const redirects = [{ from: "/old-page", to: "/new-page" }];

/** The map's entries as [key, value] pairs, regular expressions as RegExp. */
function mapEntries(conf: string): Array<[string | RegExp, string]> {
  return [...conf.matchAll(/^ {4}"(~?)([^"]*)" "([^"]*)";$/gm)].map(([, tilde, key, value]) => [tilde ? new RegExp(key) : key, value]);
}

/** Cache-Control as nginx's map picks it: exact keys first, then the first matching pattern. */
function cacheControlFor(conf: string, uri: string): string {
  const entries = mapEntries(conf);
  const exact = entries.find(([key]) => key === uri);
  if (exact) return exact[1];
  return entries.find(([key]) => key instanceof RegExp && key.test(uri))?.[1] ?? "";
}

describe("nginxString", () => {
  it("quotes plain values and refuses what nginx would read as an escape or a variable", () => {
    expect(nginxString("camera=(), usb=()")).toBe('"camera=(), usb=()"');
    for (const bad of ['say "hi"', "/path$1", "a\\b", "line\nbreak"]) expect(() => nginxString(bad)).toThrow(/Cannot write/);
  });
});

describe("nginxHttpConf", () => {
  const conf = nginxHttpConf(redirects);

  it("maps each kind of file to the Cache-Control of public/_headers and anything else to none", () => {
    expect(conf).toContain(`map $uri ${CACHE_CONTROL_VARIABLE} {`);
    expect(conf).toContain('    default "";');
    expect(cacheControlFor(conf, "/static/0b22/photo.webp")).toBe(IMMUTABLE);
    expect(cacheControlFor(conf, "/app-5a7c475eef97e5aae535.js")).toBe(IMMUTABLE);
    expect(cacheControlFor(conf, "/page-data/index/page-data.json")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/about/index.html")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/404.html")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/rss.xml")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/pagefind/pagefind-entry.json")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/blog/search-index.json")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/old-page")).toBe(REVALIDATE);
    expect(cacheControlFor(conf, "/favicon.svg")).toBe("");
    expect(cacheControlFor(conf, "/app-5a7c475eef97e5aae535.js.map")).toBe("");
  });

  it("quotes the hashed-file pattern (its braces stop nginx otherwise) and agrees with isHashedAsset", () => {
    expect(conf).toContain('"~^/[^/]+-[0-9a-f]{16,}\\.(js|css|mjs)$"');
    for (const name of ["app-5a7c475eef97e5aae535.js", "styles-0123456789abcdef.css", "favicon.svg", "app-123.js", "framework-602b664679b87ed6ebdd.js.LICENSE.txt"]) {
      expect([name, cacheControlFor(conf, `/${name}`) === IMMUTABLE]).toEqual([name, isHashedAsset(name)]);
    }
    expect(cacheControlFor(conf, "/nested/app-5a7c475eef97e5aae535.js")).toBe("");
  });
});

describe("nginxServerConf", () => {
  const conf = nginxServerConf({ host: "www.example.co.uk", redirects });

  it("names the host and sends every site-wide header and the mapped Cache-Control on every answer", () => {
    expect(conf).toContain('server_name "www.example.co.uk";');
    for (const [name, value] of SITE_WIDE_HEADERS) expect(conf).toContain(`add_header ${name} "${value}" always;`);
    expect(conf).toContain(`add_header Cache-Control ${CACHE_CONTROL_VARIABLE} always;`);
  });

  it("sends X-Robots-Tag from a variable that only the editor's addresses set", () => {
    expect(conf).toContain("add_header X-Robots-Tag $ouzel_valley_it_admin_x_robots_tag always;");
    const http = nginxHttpConf(redirects);
    expect(http).toContain('map $uri $ouzel_valley_it_admin_x_robots_tag {\n    default "";\n    "~^/admin(/|$)" "noindex, nofollow";\n}');
    expect(http.indexOf('"~^/admin(/|$)" "public, max-age=0, must-revalidate"')).toBeLessThan(http.indexOf('"~^/static/"'));
  });

  it("answers each redirect with 301 in a location of its own, without add_header (which would drop the server's)", () => {
    expect(conf).toContain('location = "/old-page" { return 301 "/new-page"; }');
    expect(conf).not.toMatch(/location[^\n]*add_header/);
  });
});
