/**
 * Loads .env.development or .env.production into process.env for Node-side code
 * (gatsby-config, gatsby-node). Gatsby does this itself only for the browser bundle.
 * Import it before anything that reads src/config/site.ts.
 */
import dotenv from "dotenv";

dotenv.config({ path: `.env.${process.env.NODE_ENV ?? "development"}` });
