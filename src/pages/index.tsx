import React from "react";
import type { HeadFC } from "gatsby";
import { ClientTestimonials } from "../components/home/ClientTestimonials";
import { Hero } from "../components/home/Hero";
import { WhyChooseUs } from "../components/home/WhyChooseUs";
import { Seo } from "../components/Seo";
import { ServicesSection } from "../components/services/ServicesSection";
import { CtaBand } from "../components/ui/CtaBand";
import { site } from "../config/site";
import { websiteSchema } from "../lib/seo";

const SERVICES_ANCHOR = "services";

export default function HomePage() {
  return (
    <>
      <Hero servicesAnchor={SERVICES_ANCHOR} />
      <WhyChooseUs />
      <ServicesSection
        id={SERVICES_ANCHOR}
        tinted
        title="Our services"
        lead="From a same-day laptop repair to looking after a whole office, here is how we can help."
      />
      <ClientTestimonials />
      <CtaBand
        title="Let's sort your IT out"
        text="Tell us what is going wrong, or what you would like to build. We reply quickly, quote a fixed price and get on with it."
      />
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
