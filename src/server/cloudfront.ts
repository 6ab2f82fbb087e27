/**
 * deploy/cloudfront/template.json, written at build time (src/server/host-files.ts): a
 * CloudFormation stack for S3 + CloudFront that answers as `npm run serve` does.
 *   - a private bucket, read only by the distribution (origin access control)
 *   - a viewer-request CloudFront Function: 405 for methods other than GET and HEAD, 301 for a
 *     trailing slash and for each redirect of src/config/redirects.ts, and /about ->
 *     /about/index.html (S3 has no index files of its own)
 *   - three response headers policies with the headers of public/_headers: pages and everything
 *     else revalidate; /static/* and the hashed scripts are immutable; the editor (/admin)
 *     revalidates and is kept out of search engines
 *   - the 404 page with status 404 for a missing object (S3 answers 403 when it is not there
 *     and the reader may not list the bucket, so both map to it)
 * CloudFront compresses text itself, so the build's .gz copies are not used here.
 */
import type { SiteRedirect } from "../config/redirects";
import { ADMIN_PATHS, ADMIN_RESPONSE, HASHED_ASSET, IMMUTABLE, IMMUTABLE_FOLDER, REVALIDATE, SITE_WIDE_HEADERS } from "../lib/headers";

/** Length of the content hash webpack puts in Gatsby's script names ("app-<20 hex>.js"). */
const HASH_LENGTH = 20;
/** CloudFront's managed "CachingOptimized" cache policy. */
const CACHING_OPTIMIZED = "658327ea-f89d-4fab-a63d-7e88639e58f6";
const ALL_METHODS = ["GET", "HEAD", "OPTIONS", "PUT", "PATCH", "POST", "DELETE"];
/** The editor's Cache-Control (its other headers go in as custom headers). */

/** Cache behaviours besides the default one, each with the immutable policy. */
export function immutablePathPatterns(): string[] {
  const extensions = /\((.*)\)\$$/.exec(HASHED_ASSET.source)?.[1].split("|") ?? [];
  return [`${IMMUTABLE_FOLDER}*`, ...extensions.map((extension) => `/*-${"?".repeat(HASH_LENGTH)}.${extension}`)];
}

/**
 * The viewer-request function (runtime cloudfront-js-2.0). Answers it makes itself carry the
 * site-wide headers, as every answer of npm run serve does.
 */
export function viewerRequestFunction(redirects: readonly SiteRedirect[]): string {
  const headers = Object.fromEntries(SITE_WIDE_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));
  const targets = Object.fromEntries(redirects.map((redirect) => [redirect.from, redirect.to]));
  return `var HEADERS = ${JSON.stringify(headers)};
var REDIRECTS = ${JSON.stringify(targets)};

function answer(statusCode, statusDescription, extra) {
  var headers = {};
  var name;
  for (name in HEADERS) headers[name] = { value: HEADERS[name] };
  for (name in extra) headers[name] = { value: extra[name] };
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers };
}

function search(querystring) {
  var parts = [];
  for (var key in querystring) {
    var entry = querystring[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) parts.push(values[i].value === "" ? key : key + "=" + values[i].value);
  }
  return parts.length ? "?" + parts.join("&") : "";
}

function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (request.method !== "GET" && request.method !== "HEAD") {
    return answer(405, "Method Not Allowed", { allow: "GET, HEAD" });
  }
  if (uri.length > 1 && uri.charAt(uri.length - 1) === "/") {
    return answer(301, "Moved Permanently", { location: (uri.replace(/\\/+$/, "") || "/") + search(request.querystring) });
  }
  if (Object.prototype.hasOwnProperty.call(REDIRECTS, uri)) {
    return answer(301, "Moved Permanently", { location: REDIRECTS[uri], "cache-control": ${JSON.stringify(REVALIDATE)} });
  }
  if (uri === "/") request.uri = "/index.html";
  else if (uri.lastIndexOf(".") < uri.lastIndexOf("/")) request.uri = uri + "/index.html";
  return request;
}
`;
}

type PolicyConfig = Record<string, unknown>;

/** The headers of public/_headers as a response headers policy (CloudFront's typed fields where it has them). */
export function responseHeadersPolicyConfig(name: string, cacheControl: string, extra: ReadonlyArray<[string, string]> = []): PolicyConfig {
  const security: Record<string, unknown> = {};
  const custom: Array<{ Header: string; Value: string; Override: boolean }> = [];
  for (const [header, value] of [...SITE_WIDE_HEADERS, ["Cache-Control", cacheControl] as [string, string], ...extra]) {
    switch (header) {
      case "Content-Security-Policy":
        security.ContentSecurityPolicy = { ContentSecurityPolicy: value, Override: true };
        break;
      case "Strict-Transport-Security": {
        const maxAge = /^max-age=(\d+)(; includeSubDomains)?(; preload)?$/.exec(value);
        if (!maxAge) throw new Error(`CloudFront cannot send Strict-Transport-Security: ${value}`);
        security.StrictTransportSecurity = { AccessControlMaxAgeSec: Number(maxAge[1]), IncludeSubdomains: Boolean(maxAge[2]), Preload: Boolean(maxAge[3]), Override: true };
        break;
      }
      case "X-Content-Type-Options":
        if (value !== "nosniff") throw new Error(`CloudFront cannot send X-Content-Type-Options: ${value}`);
        security.ContentTypeOptions = { Override: true };
        break;
      case "X-Frame-Options":
        if (value !== "DENY" && value !== "SAMEORIGIN") throw new Error(`CloudFront cannot send X-Frame-Options: ${value}`);
        security.FrameOptions = { FrameOption: value, Override: true };
        break;
      case "Referrer-Policy":
        security.ReferrerPolicy = { ReferrerPolicy: value, Override: true };
        break;
      default:
        custom.push({ Header: header, Value: value, Override: true });
    }
  }
  return {
    Name: { "Fn::Sub": `\${AWS::StackName}-${name}` },
    Comment: `Headers of public/_headers, Cache-Control: ${cacheControl}`,
    SecurityHeadersConfig: security,
    CustomHeadersConfig: { Items: custom },
  };
}

function cacheBehavior(policy: string): Record<string, unknown> {
  return {
    TargetOriginId: "site",
    ViewerProtocolPolicy: "redirect-to-https",
    // Every method reaches the function, which answers 405 to all but GET and HEAD.
    AllowedMethods: ALL_METHODS,
    CachedMethods: ["GET", "HEAD"],
    Compress: true,
    CachePolicyId: CACHING_OPTIMIZED,
    ResponseHeadersPolicyId: { Ref: policy },
    FunctionAssociations: [{ EventType: "viewer-request", FunctionARN: { "Fn::GetAtt": ["ViewerRequestFunction", "FunctionARN"] } }],
  };
}

export function cloudFrontTemplate({ host, redirects }: { host: string; redirects: readonly SiteRedirect[] }): Record<string, unknown> {
  return {
    AWSTemplateFormatVersion: "2010-09-09",
    Description: "Ouzel Valley IT website: S3 bucket and CloudFront distribution. Generated at build time by gatsby-node (src/server/cloudfront.ts); do not edit.",
    Parameters: {
      DomainName: { Type: "String", Default: host, Description: "The site's host name (GATSBY_SITE_URL at build time)" },
      CertificateArn: { Type: "String", Description: "ARN of an ACM certificate for DomainName, in us-east-1" },
    },
    Resources: {
      SiteBucket: {
        Type: "AWS::S3::Bucket",
        Properties: {
          PublicAccessBlockConfiguration: { BlockPublicAcls: true, BlockPublicPolicy: true, IgnorePublicAcls: true, RestrictPublicBuckets: true },
        },
      },
      SiteBucketPolicy: {
        Type: "AWS::S3::BucketPolicy",
        Properties: {
          Bucket: { Ref: "SiteBucket" },
          PolicyDocument: {
            Version: "2012-10-17",
            Statement: [
              {
                Effect: "Allow",
                Principal: { Service: "cloudfront.amazonaws.com" },
                Action: "s3:GetObject",
                Resource: { "Fn::Sub": "${SiteBucket.Arn}/*" },
                Condition: { StringEquals: { "AWS:SourceArn": { "Fn::Sub": "arn:${AWS::Partition}:cloudfront::${AWS::AccountId}:distribution/${Distribution}" } } },
              },
            ],
          },
        },
      },
      OriginAccessControl: {
        Type: "AWS::CloudFront::OriginAccessControl",
        Properties: {
          OriginAccessControlConfig: { Name: { "Fn::Sub": "${AWS::StackName}-site" }, OriginAccessControlOriginType: "s3", SigningBehavior: "always", SigningProtocol: "sigv4" },
        },
      },
      ViewerRequestFunction: {
        Type: "AWS::CloudFront::Function",
        Properties: {
          Name: { "Fn::Sub": "${AWS::StackName}-viewer-request" },
          AutoPublish: true,
          FunctionConfig: { Comment: "405, trailing slash and redirects; /about -> /about/index.html", Runtime: "cloudfront-js-2.0" },
          FunctionCode: viewerRequestFunction(redirects),
        },
      },
      RevalidatePolicy: { Type: "AWS::CloudFront::ResponseHeadersPolicy", Properties: { ResponseHeadersPolicyConfig: responseHeadersPolicyConfig("revalidate", REVALIDATE) } },
      ImmutablePolicy: { Type: "AWS::CloudFront::ResponseHeadersPolicy", Properties: { ResponseHeadersPolicyConfig: responseHeadersPolicyConfig("immutable", IMMUTABLE) } },
      AdminPolicy: {
        Type: "AWS::CloudFront::ResponseHeadersPolicy",
        Properties: { ResponseHeadersPolicyConfig: responseHeadersPolicyConfig("admin", ADMIN_RESPONSE.cacheControl, ADMIN_RESPONSE.others) },
      },
      Distribution: {
        Type: "AWS::CloudFront::Distribution",
        Properties: {
          DistributionConfig: {
            Enabled: true,
            Comment: { Ref: "DomainName" },
            Aliases: [{ Ref: "DomainName" }],
            ViewerCertificate: { AcmCertificateArn: { Ref: "CertificateArn" }, SslSupportMethod: "sni-only", MinimumProtocolVersion: "TLSv1.2_2021" },
            HttpVersion: "http2and3",
            IPV6Enabled: true,
            Origins: [
              {
                Id: "site",
                DomainName: { "Fn::GetAtt": ["SiteBucket", "RegionalDomainName"] },
                OriginAccessControlId: { "Fn::GetAtt": ["OriginAccessControl", "Id"] },
                S3OriginConfig: { OriginAccessIdentity: "" },
              },
            ],
            DefaultCacheBehavior: cacheBehavior("RevalidatePolicy"),
            CacheBehaviors: [
              ...ADMIN_PATHS.map((pattern) => ({ PathPattern: pattern, ...cacheBehavior("AdminPolicy") })),
              ...immutablePathPatterns().map((pattern) => ({ PathPattern: pattern, ...cacheBehavior("ImmutablePolicy") })),
            ],
            CustomErrorResponses: [403, 404].map((code) => ({ ErrorCode: code, ResponseCode: 404, ResponsePagePath: "/404.html", ErrorCachingMinTTL: 60 })),
          },
        },
      },
    },
    Outputs: {
      BucketName: { Description: "aws s3 sync public/ to this bucket", Value: { Ref: "SiteBucket" } },
      DistributionId: { Description: "for aws cloudfront create-invalidation", Value: { Ref: "Distribution" } },
      DistributionDomainName: { Description: "point DomainName here (CNAME or alias record)", Value: { "Fn::GetAtt": ["Distribution", "DomainName"] } },
    },
  };
}
