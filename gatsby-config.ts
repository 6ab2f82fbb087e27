import type { GatsbyConfig } from "gatsby";
import "./src/config/load-env";
import { site } from "./src/config/site";

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.name,
    description: site.description,
    siteUrl: site.url,
  },
  trailingSlash: "never",
  graphqlTypegen: { generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
      },
    },
    {
      resolve: "gatsby-plugin-robots-txt",
      options: {
        host: site.url,
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
