import React from "react";
import { render } from "@testing-library/react";
import { linkedPageHead, Seo } from "../../../src/components/Seo";
import { footerLabel, links } from "../../../src/config/navigation";
import { canonicalUrl } from "../../../src/lib/seo";
import { serviceSchema } from "../../../src/lib/seo";

function meta(container: HTMLElement, selector: string): string | null {
  return container.querySelector(selector)?.getAttribute("content") ?? null;
}

describe("Seo", () => {
  it("renders title, description, keywords, robots, canonical, Open Graph and Twitter tags", () => {
    const { container } = render(
      <Seo
        title="About us"
        description="Who we are and how we work."
        path="/about/"
        keywords={["IT support", "Linslade"]}
      />,
    );
    expect(container.querySelector("title")?.textContent).toBe("About us | Ouzel Valley IT");
    expect(meta(container, 'meta[name="description"]')).toBe("Who we are and how we work.");
    expect(meta(container, 'meta[name="keywords"]')).toBe("IT support, Linslade");
    expect(meta(container, 'meta[name="robots"]')).toBe("index, follow");
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://www.ouzelvalleyit.co.uk/about",
    );
    expect(meta(container, 'meta[property="og:title"]')).toBe("About us | Ouzel Valley IT");
    expect(meta(container, 'meta[property="og:url"]')).toBe("https://www.ouzelvalleyit.co.uk/about");
    expect(meta(container, 'meta[property="og:type"]')).toBe("website");
    expect(meta(container, 'meta[property="og:image"]')).toBe("https://www.ouzelvalleyit.co.uk/og-image.png");
    expect(meta(container, 'meta[property="og:image:width"]')).toBe("1200");
    expect(meta(container, 'meta[property="og:image:height"]')).toBe("630");
    expect(meta(container, 'meta[property="og:image:alt"]')).toBe(
      "The Ouzel Valley IT logo beside a browser window with a green tick, above blue and teal waves",
    );
    expect(meta(container, 'meta[name="twitter:image:alt"]')).toBe(
      "The Ouzel Valley IT logo beside a browser window with a green tick, above blue and teal waves",
    );
    expect(meta(container, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(meta(container, 'meta[name="twitter:description"]')).toBe("Who we are and how we work.");
  });

  it("adds the business's JSON-LD to the page's own, as parseable, escaped scripts", () => {
    const schema = serviceSchema({
      name: "Web </script> Development",
      description: "Sites",
      path: "/webdev",
      serviceType: "Web development",
    });
    const { container } = render(<Seo title="Web" description="d" path="/webdev" keywords={["web development"]} schema={[schema]} />);
    const scripts = Array.from(container.querySelectorAll('script[type="application/ld+json"]'));
    expect(scripts).toHaveLength(2);
    expect(scripts[1].innerHTML).not.toContain("</script>");
    const parsed = scripts.map((script) => JSON.parse(script.textContent ?? ""));
    expect(parsed.map((block) => block["@type"])).toEqual(["LocalBusiness", "Service"]);
    expect(parsed[1].name).toBe("Web </script> Development");
  });

  it("uses a page's own sharing image and article type when given", () => {
    const { container } = render(
      <Seo
        title="Post"
        description="d"
        path="/blog/a"
        keywords={["Wi-Fi"]}
        image={{ src: "/static/abc/post.png", width: 1200, height: 630, alt: "A router on a shelf" }}
        type="article"
      />,
    );
    expect(meta(container, 'meta[property="og:image"]')).toBe("https://www.ouzelvalleyit.co.uk/static/abc/post.png");
    expect(meta(container, 'meta[property="og:image:alt"]')).toBe("A router on a shelf");
    expect(meta(container, 'meta[name="twitter:image:alt"]')).toBe("A router on a shelf");
    expect(meta(container, 'meta[property="og:type"]')).toBe("article");
  });

  it("gives a linked page's head the link's address and full label as its breadcrumb", () => {
    const Head = linkedPageHead(links.about, { title: "About", description: "d", keywords: ["about"] });
    const { container } = render(<Head {...({} as React.ComponentProps<typeof Head>)} />);
    expect(container.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(canonicalUrl(links.about.to));
    const blocks = Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((script) => JSON.parse(script.textContent ?? ""));
    const trail = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(trail.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", footerLabel(links.about)]);
  });
});
