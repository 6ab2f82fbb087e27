/**
 * Gatsby's Node hooks, one line each, from the modules in gatsby/ (docs/architecture.md); a hook
 * made of several steps lists them in the order they run.
 * Docs: https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */
import "./src/config/load-env";
import type { GatsbyNode } from "gatsby";
import { writeAdmin } from "./admin/bundle";
import { renderBodies } from "./gatsby/body";
import { recordBuildInputs, refuseStaleCache } from "./gatsby/cache-guard";
import { checkConfiguration, refuseBadSettings } from "./gatsby/configuration";
import { makeContentFields } from "./gatsby/content-nodes";
import { readContent } from "./gatsby/content-query";
import { noteContentRevision, sourceContentRevision } from "./gatsby/content-revision";
import { inOrder } from "./gatsby/hook-steps";
import { writeHostFiles } from "./gatsby/write-host-files";
import { guardLazyPictures, noteContentRead, noteFieldsMade, watchForLostChanges } from "./gatsby/overrides/lost-changes";
import { rewriteBuiltPages } from "./gatsby/overrides/page-rewrites";
import { createContentPages } from "./gatsby/pages";
import { reportContentProblems, stopOnBodyProblems } from "./gatsby/content-problems";
import { writeCompressedCopies } from "./gatsby/precompress";
import { declareContentTypes } from "./gatsby/schema";
import { indexPostBodies, writeSearchTitles } from "./gatsby/search";
import { checkServiceMenus } from "./gatsby/service-menus";
import { drawPhotosUpright } from "./gatsby/upright-pictures";

export const onPreInit: GatsbyNode["onPreInit"] = inOrder(refuseBadSettings, refuseStaleCache);
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = checkConfiguration;
export const onPostBootstrap: GatsbyNode["onPostBootstrap"] = inOrder(recordBuildInputs, watchForLostChanges);
export const sourceNodes: GatsbyNode["sourceNodes"] = sourceContentRevision;
export const onCreateNode: GatsbyNode["onCreateNode"] = inOrder(makeContentFields, noteFieldsMade);
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = declareContentTypes;
export const createResolvers: GatsbyNode["createResolvers"] = inOrder(renderBodies, drawPhotosUpright);
export const createPages: GatsbyNode["createPages"] = inOrder(noteContentRead, readContent, reportContentProblems, checkServiceMenus, noteContentRevision, createContentPages, writeSearchTitles);
export const onCreateDevServer: GatsbyNode["onCreateDevServer"] = guardLazyPictures;
export const onPostBuild: GatsbyNode["onPostBuild"] = inOrder(stopOnBodyProblems, rewriteBuiltPages, indexPostBodies, writeHostFiles, writeAdmin, writeCompressedCopies);
