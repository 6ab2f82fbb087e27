import React from "react";
import type { HeadFC } from "gatsby";
import { Hero } from "../components/home/Hero";
import { ServiceLinksSection } from "../components/home/ServiceLinksSection";
import { Seo } from "../components/Seo";
import { site } from "../config/site";
import { websiteSchema } from "../lib/seo";

const SERVICES_ANCHOR = "services";

export default function HomePage() {
  return (
    <>
      <Hero servicesAnchor={SERVICES_ANCHOR} />
      <ServiceLinksSection id={SERVICES_ANCHOR} />
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title={`${site.name} | IT Support, PC Repair and Web Design in Leighton Buzzard`}
    description={site.description}
    path="/"
    keywords={["IT support Leighton Buzzard", "PC repair Linslade", "business IT support", "web design Milton Keynes"]}
    schema={[websiteSchema()]}
  />
);
