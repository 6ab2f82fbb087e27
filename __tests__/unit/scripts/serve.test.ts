import { parseHeadersFile, parseRedirectsFile } from "../../../scripts/serve";

describe("serve: _headers and _redirects parsing", () => {
  it("reads path blocks with their headers and matches wildcards and placeholders", () => {
    const rules = parseHeadersFile(
      ["# comment", "/*", "  X-Frame-Options: DENY", "  Referrer-Policy: strict-origin", "/static/*", "  Cache-Control: public, max-age=31536000, immutable", "/blog/:slug", "  X-Test: yes"].join("\n"),
    );
    expect(rules).toHaveLength(3);
    expect(rules[0].headers).toEqual([
      ["X-Frame-Options", "DENY"],
      ["Referrer-Policy", "strict-origin"],
    ]);
    expect(rules[0].pattern.test("/anything/at/all")).toBe(true);
    expect(rules[1].pattern.test("/static/abc/image.png")).toBe(true);
    expect(rules[1].pattern.test("/about")).toBe(false);
    expect(rules[2].pattern.test("/blog/wifi-fixes")).toBe(true);
    expect(rules[2].pattern.test("/blog/a/b")).toBe(false);
  });

  it("reads redirects with a default status of 301", () => {
    expect(parseRedirectsFile("/custom-pc /custom-built-pc 301\n# note\n/old /new")).toEqual([
      { from: "/custom-pc", to: "/custom-built-pc", status: 301 },
      { from: "/old", to: "/new", status: 301 },
    ]);
  });
});
