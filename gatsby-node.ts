/**
 * Build-time hooks: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import "./src/config/load-env";
import type { GatsbyNode } from "gatsby";
import { site } from "./src/config/site";

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (site.gaMeasurementId === "G-PLACEHOLDER") {
    reporter.warn(
      "GATSBY_GA_MEASUREMENT_ID is not set: analytics uses the placeholder id G-PLACEHOLDER and reports nowhere.",
    );
  }
};
