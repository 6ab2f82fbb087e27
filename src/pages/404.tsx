import React from "react";
import type { HeadFC } from "gatsby";
import styled from "styled-components";
import { Seo } from "../components/Seo";
import { ButtonLink } from "../components/ui/Button";
import { Container } from "../components/ui/Container";
import { PageIntro } from "../components/ui/PageIntro";
import { site } from "../config/site";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";

const Body = styled(Container)`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};
`;

export default function NotFoundPage() {
  return (
    <>
      <PageIntro title="Page Not Found" lead="The page you're looking for doesn't exist." />
      <StaticIsland root={Body}>
        <p>
          It may have moved, or the address may have a typing mistake. Our services, blog and contact details are all a
          click away from the home page, or you can ring us on{" "}
          <a href={site.phones[0].href}>{site.phones[0].display}</a>.
        </p>
        <ButtonLink to="/">Go back home</ButtonLink>
      </StaticIsland>
    </>
  );
}

export const Head: HeadFC = () => (
  <Seo
    title="Page Not Found"
    description="The page you're looking for doesn't exist. Head back to the home page for our IT support, PC repair and web services."
    path="/404"
    keywords={["page not found", "Ouzel Valley IT", "IT support Leighton Buzzard"]}
  />
);
