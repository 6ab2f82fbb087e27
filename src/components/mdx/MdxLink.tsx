import React from "react";
import { Link } from "gatsby";

/** Markdown links: site routes go through Gatsby's Link (prefetch, client-side routing). */
export function MdxLink({ href = "", children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith("/") && !href.startsWith("//")) {
    return (
      <Link to={href} className={rest.className}>
        {children}
      </Link>
    );
  }
  const external = /^https?:\/\//.test(href);
  return (
    <a href={href} {...rest} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}
