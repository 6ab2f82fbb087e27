import React from "react";
import type { HeadFC } from "gatsby";

/**
 * Exists only in the test build (GATSBY_ERROR_TEST_PAGE=1, see gatsby-node): a page that
 * throws when it runs in the browser, to prove the error boundary catches it.
 */
function Thrower(): React.ReactElement {
  if (typeof window !== "undefined") throw new Error("Deliberate failure for the error boundary test");
  return (
    <>
      <h1>Error boundary test</h1>
      <p>This page fails once it runs in a browser.</p>
    </>
  );
}

export default function ErrorTestPage() {
  return <Thrower />;
}

export const Head: HeadFC = () => (
  <>
    <title>Error boundary test</title>
    <meta name="robots" content="noindex" />
  </>
);
