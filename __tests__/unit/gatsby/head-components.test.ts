/**
 * The head-components override on what the plugins really render: gatsby-plugin-google-gtag's
 * and gatsby-plugin-image's own onRenderBody (the versions installed), their components put
 * through onPreRenderHTML as Gatsby does for a page, then rendered to markup.
 * @jest-environment node
 */
import React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { assertHeadComponentsDropped, onPreRenderHTML } from "../../../gatsby/overrides/head-components";

type Components = React.ReactNode[];
type RenderBody = (args: { setHeadComponents: (c: Components) => void; setPostBodyComponents: (c: Components) => void }, options: Record<string, unknown>) => void;

/** A page's head and end-of-body components as the two plugins add them in a production build. */
function pluginComponents(): { head: Components; postBody: Components } {
  const head: Components = [];
  const postBody: Components = [];
  const args = { setHeadComponents: (c: Components) => head.push(...c), setPostBodyComponents: (c: Components) => postBody.push(...c) };
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("gatsby-plugin-google-gtag/gatsby-ssr") as { onRenderBody: RenderBody }).onRenderBody(args, { trackingIds: ["G-TEST"], pluginConfig: { head: false, respectDNT: false } });
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  (require("gatsby-plugin-image/gatsby-ssr") as { onRenderBody: RenderBody }).onRenderBody(args, {});
  return { head, postBody };
}

const markup = (components: Components) => renderToStaticMarkup(React.createElement(React.Fragment, null, ...components));

test("the plugins' real components carry the markup the override looks for, and after it none is left", () => {
  const env = process.env.NODE_ENV;
  process.env.NODE_ENV = "production";
  try {
    const { head, postBody } = pluginComponents();
    const before = markup([...head, ...postBody]);
    // Without the override a page would fail the markup check: the patterns match real output.
    expect(() => assertHeadComponentsDropped(before, "a page")).toThrow(/still has/);
    let keptHead = head;
    let keptPostBody = postBody;
    onPreRenderHTML!(
      {
        pathname: "/",
        getHeadComponents: () => head,
        replaceHeadComponents: (c: Components) => (keptHead = c),
        getPostBodyComponents: () => postBody,
        replacePostBodyComponents: (c: Components) => (keptPostBody = c),
      } as never,
      {} as never,
    );
    const after = markup([...keptHead, ...keptPostBody]);
    expect(() => assertHeadComponentsDropped(after, "a page")).not.toThrow();
    // What stays: the gtag queue and its config, which send nothing until consent.
    expect(after).toContain("window.dataLayer");
    expect(after).not.toContain("googletagmanager.com/gtag/js");
  } finally {
    process.env.NODE_ENV = env;
  }
});
