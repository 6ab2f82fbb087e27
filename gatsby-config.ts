import type { GatsbyConfig } from "gatsby";
import "./src/config/load-env";
import { redirects } from "./src/config/redirects";
import { emailjsConfigured, site } from "./src/config/site";
import { feedOptions } from "./src/lib/feed";
import { createOutboxHandler, OUTBOX_PATH } from "./src/server/dev-outbox";
import { serveAdminInPreview } from "./admin/preview-middleware";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.url,
  },
  trailingSlash: "never",
  // Without EmailJS keys, `npm start` sends the forms to this outbox (src/server/dev-outbox.ts);
  // it serves the editor at /admin, for `npm run cms` (admin/preview-middleware.ts).
  developMiddleware: (app: { post: (path: string, handler: ReturnType<typeof createOutboxHandler>) => void } & Parameters<typeof serveAdminInPreview>[0]) => {
    if (!emailjsConfigured) app.post(OUTBOX_PATH, createOutboxHandler(`${__dirname}/.dev-outbox`));
    serveAdminInPreview(app);
  },
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    // Component names in class names help in development only; production pages and bundles go without.
    { resolve: "gatsby-plugin-styled-components", options: { displayName: process.env.NODE_ENV !== "production" } },
    { resolve: "gatsby-source-filesystem", options: { name: "blog", path: `${__dirname}/content/blog` } },
    { resolve: "gatsby-source-filesystem", options: { name: "services", path: `${__dirname}/content/services` } },
    { resolve: "gatsby-source-filesystem", options: { name: "pages", path: `${__dirname}/content/pages` } },
    // Reads each content file's front matter into an Mdx node; bodies are rendered by src/mdx/.
    { resolve: "gatsby-plugin-mdx", options: { extensions: [".mdx"] } },
    // Site links inside blog posts (plain anchors in build-time HTML) navigate client-side.
    "gatsby-plugin-catch-links",
    "gatsby-plugin-image",
    // Every picture's sizes in WebP and in its own format (for browsers without WebP), with no
    // placeholder: the pages reserve each picture's box, so nothing moves as it arrives.
    { resolve: "gatsby-plugin-sharp", options: { defaults: { formats: ["auto", "webp"], placeholder: "none" } } },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page", "/error-boundary-test", ...redirects.map((redirect) => redirect.from)],
      },
    },
    { resolve: "gatsby-plugin-feed", options: feedOptions },
    {
      resolve: "gatsby-plugin-robots-txt",
      options: {
        // No Host line: it is not part of the robots.txt standard (RFC 9309), and the sitemap's
        // absolute address already names the host.
        host: null,
        sitemap: `${site.url}/sitemap-index.xml`,
        policy: [{ userAgent: "*", allow: "/" }],
      },
    },
    {
      resolve: "gatsby-plugin-google-gtag",
      options: {
        trackingIds: [site.gaMeasurementId],
        pluginConfig: { head: false, respectDNT: false },
      },
    },
  ],
};

export default config;
