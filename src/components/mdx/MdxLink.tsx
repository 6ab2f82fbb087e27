import React from "react";

/**
 * Markdown links in content bodies, which are static HTML: site routes stay plain anchors
 * (gatsby-plugin-catch-links makes a click on one navigate client-side); links to other sites
 * open in a new tab.
 */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
