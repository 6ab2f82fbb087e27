import vm from "node:vm";
import { IMMUTABLE, SITE_WIDE_HEADERS } from "../../../src/lib/headers";
import { cloudFrontTemplate, immutablePathPatterns, responseHeadersPolicyConfig, viewerRequestFunction } from "../../../src/server/cloudfront";

const redirects = [{ from: "/old-page", to: "/new-page" }];

type Handler = (event: unknown) => { statusCode?: number; headers?: Record<string, { value: string }>; uri?: string };
const handler = vm.runInNewContext(`${viewerRequestFunction(redirects)}\nhandler`, {}) as Handler;
const viewerRequest = (uri: string, querystring: Record<string, unknown> = {}, method = "GET") => handler({ request: { method, uri, querystring, headers: {} } });

describe("viewerRequestFunction", () => {
  it("keeps every value of a repeated query parameter when it drops a trailing slash", () => {
    const answer = viewerRequest("/blog/", { tag: { value: "wifi", multiValue: [{ value: "wifi" }, { value: "mesh" }] }, q: { value: "" } });
    expect(answer.statusCode).toBe(301);
    expect(answer.headers?.location.value).toBe("/blog?tag=wifi&tag=mesh&q");
    expect(viewerRequest("//").headers?.location.value).toBe("/");
  });

  it("adds the site-wide headers to the answers it makes itself", () => {
    const answer = viewerRequest("/old-page", {}, "POST");
    expect(answer.statusCode).toBe(405);
    for (const [name, value] of SITE_WIDE_HEADERS) expect(answer.headers?.[name.toLowerCase()].value).toBe(value);
  });

  it("rewrites folder-like addresses to their index.html and leaves files alone", () => {
    expect(viewerRequest("/").uri).toBe("/index.html");
    expect(viewerRequest("/blog/wifi-fixes").uri).toBe("/blog/wifi-fixes/index.html");
    expect(viewerRequest("/static/ab12/photo.webp").uri).toBe("/static/ab12/photo.webp");
    expect(viewerRequest("/old-page").headers?.location.value).toBe("/new-page");
  });
});

describe("responseHeadersPolicyConfig", () => {
  it("puts the security headers in CloudFront's typed fields and the others in custom headers", () => {
    const config = responseHeadersPolicyConfig("immutable", IMMUTABLE) as {
      SecurityHeadersConfig: Record<string, unknown>;
      CustomHeadersConfig: { Items: Array<{ Header: string; Value: string }> };
    };
    expect(config.SecurityHeadersConfig.StrictTransportSecurity).toEqual({ AccessControlMaxAgeSec: 63072000, IncludeSubdomains: true, Preload: true, Override: true });
    expect(config.SecurityHeadersConfig.FrameOptions).toEqual({ FrameOption: "DENY", Override: true });
    expect(config.CustomHeadersConfig.Items.map((item) => item.Header)).toEqual(["Permissions-Policy", "Cross-Origin-Opener-Policy", "Cache-Control"]);
    expect(config.CustomHeadersConfig.Items.at(-1)?.Value).toBe(IMMUTABLE);
  });
});

describe("cloudFrontTemplate", () => {
  it("caches /static/* and hashed scripts with the immutable policy, gives the editor its own, and maps 403 and 404 to the 404 page", () => {
    const template = cloudFrontTemplate({ host: "www.example.co.uk", redirects }) as {
      Parameters: { DomainName: { Default: string } };
      Resources: { Distribution: { Properties: { DistributionConfig: { CacheBehaviors: Array<{ PathPattern: string; ResponseHeadersPolicyId: { Ref: string } }>; CustomErrorResponses: unknown[] } } } };
    };
    expect(immutablePathPatterns()).toEqual(["/static/*", "/*-????????????????????.js", "/*-????????????????????.css", "/*-????????????????????.mjs"]);
    const config = template.Resources.Distribution.Properties.DistributionConfig;
    expect(config.CacheBehaviors.map((behavior) => [behavior.PathPattern, behavior.ResponseHeadersPolicyId.Ref])).toEqual([
      ["/admin", "AdminPolicy"],
      ["/admin/*", "AdminPolicy"],
      ...immutablePathPatterns().map((pattern) => [pattern, "ImmutablePolicy"]),
    ]);
    const admin = (template.Resources as unknown as Record<string, { Properties: { ResponseHeadersPolicyConfig: { CustomHeadersConfig: { Items: Array<{ Header: string; Value: string }> } } } }>).AdminPolicy;
    const custom = admin.Properties.ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
    expect(custom).toEqual(expect.arrayContaining([expect.objectContaining({ Header: "X-Robots-Tag", Value: "noindex, nofollow" }), expect.objectContaining({ Header: "Cache-Control", Value: "public, max-age=0, must-revalidate" })]));
    expect(config.CustomErrorResponses).toHaveLength(2);
    expect(template.Parameters.DomainName.Default).toBe("www.example.co.uk");
  });
});
