import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import styled from "styled-components";
import { ButtonLink } from "../components/ui/Button";
import { Container } from "../components/ui/Container";
import { CtaBand } from "../components/ui/CtaBand";
import { Picture, PicturePreload } from "../components/ui/Picture";
import { ContentBody, ContentHead, seoFields } from "../components/ui/ContentBody";
import { ContentProblem, ContentProblemHead } from "../components/ui/ContentProblem";
import { HeroColumns } from "../components/ui/HeroColumns";
import { PageTitle } from "../components/ui/PageTitle";
import { PublicationLabel } from "../components/ui/PublicationLabel";
import type { ProblemContext } from "./blog-post";
import { Testimonial } from "../components/ui/Testimonial";
import { links } from "../config/navigation";
import { productSchema, ratingWords, serviceSchema, sharingImage } from "../lib/seo";
import { above } from "../styles/media";
import { StaticIsland } from "../components/ui/StaticIsland";
import { theme } from "../styles/theme";

/** Below \`md\` the picture closes the stacked hero, so the hero and the body share a smaller gap. */
const Hero = styled.div`
  background: linear-gradient(180deg, ${theme.colors.surfaceAlt}, ${theme.colors.surface});
  padding: ${theme.space.xxl} 0 ${theme.space.xl};

  ${above("md")} { padding-bottom: ${theme.space.xxl}; }
`;

const HeroGrid = styled(HeroColumns)`
  p { font-size: ${theme.fontSizes.lg}; color: ${theme.colors.muted}; }
`;

const HeroImage = styled.div`
  border-radius: ${theme.radii.lg};
  overflow: hidden;
  box-shadow: ${theme.shadows.card};
`;

const Body = styled(Container)`
  max-width: 60rem;
  padding-top: ${theme.space.lg};
  padding-bottom: ${theme.space.xxl};

  ${above("md")} { padding-top: ${theme.space.xxl}; }
`;

const Figures = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space.lg};
  margin-top: ${theme.space.xl};

  ${above("sm")} { grid-template-columns: repeat(2, minmax(0, 1fr)); }

  figure { margin: 0; }
  picture, img { border-radius: ${theme.radii.md}; }
  figcaption { margin-top: ${theme.space.sm}; color: ${theme.colors.muted}; font-size: ${theme.fontSizes.sm}; }
`;

const Quote = styled.section`
  margin-top: ${theme.space.xxl};
  h2 { font-size: ${theme.fontSizes.xl}; }
`;

const Rating = styled.p`
  margin-bottom: ${theme.space.lg};
  font-weight: 600;
  color: ${theme.colors.navy};

  span { color: ${theme.colors.amberDark}; letter-spacing: 0.1em; margin-right: ${theme.space.sm}; }
`;

/** Marks the whole page, hero and closing band included, as a service page for link_location; adds no box. */
const ServiceArea = styled.div`
  display: contents;
`;

type ServiceFrontmatter = NonNullable<Queries.ServiceTemplateQuery["mdx"]>["frontmatter"];

/** The service's hero picture, beside its heading (preloaded from its Head). */
const heroOf = (frontmatter: ServiceFrontmatter) => frontmatter.image?.childImageSharp?.hero ?? null;

export default function ServiceTemplate({ data, pageContext }: PageProps<Queries.ServiceTemplateQuery, ProblemContext>) {
  if (!data.mdx) return <ContentProblem message={pageContext.problem ?? ""} />;
  const page = data.mdx;
  const { frontmatter } = page;
  const heroImage = heroOf(frontmatter);

  return (
    <StaticIsland root={ServiceArea} data-area="service">
      <Hero>
        <HeroGrid $words={1.1}>
          <div>
            <PublicationLabel fields={page.fields} />
            <PageTitle>{frontmatter.title}</PageTitle>
            <p>{frontmatter.tagline}</p>
            <ButtonLink to={links.contact.to} variant="accent">
              {links.contact.label}
            </ButtonLink>
          </div>
          {heroImage ? (
            <HeroImage>
              <Picture image={heroImage} alt={frontmatter.imageAlt ?? ""} eager />
            </HeroImage>
          ) : null}
        </HeroGrid>
      </Hero>

      <Body>
        <ContentBody rendered={page.rendered} />

        {frontmatter.figures?.length ? (
          <Figures>
            {frontmatter.figures.map((figure) => {
              const image = figure.image.childImageSharp?.gatsbyImageData ?? null;
              return (
                <figure key={figure.caption}>
                  {image ? <Picture image={image} alt={figure.alt} /> : null}
                  <figcaption>{figure.caption}</figcaption>
                </figure>
              );
            })}
          </Figures>
        ) : null}

        {frontmatter.testimonial || frontmatter.rating ? (
          <Quote aria-labelledby="testimonial-heading">
            <h2 id="testimonial-heading">What our customers say</h2>
            {frontmatter.rating ? (
              <Rating>
                <span aria-hidden="true">{"★".repeat(Math.round(frontmatter.rating.value))}</span>
                {ratingWords(frontmatter.rating)}
              </Rating>
            ) : null}
            {frontmatter.testimonial ? <Testimonial {...frontmatter.testimonial} /> : null}
          </Quote>
        ) : null}
      </Body>

      <CtaBand
        title={frontmatter.cta?.title ?? "Talk to a local expert"}
        text={frontmatter.cta?.text ?? "Tell us what you need and we will give you a clear, fixed quote before any work starts."}
      />
    </StaticIsland>
  );
}

export const query = graphql`
  query ServiceTemplate($id: String!) {
    ...ContentRevision
    mdx(id: { eq: $id }) {
      ...ContentPageFields
      frontmatter {
        title
        tagline
        description
        keywords
        schemaType
        serviceType
        imageAlt
        image {
          childImageSharp {
            hero: gatsbyImageData(width: 560, aspectRatio: 1.5)
            og: resize(width: 1200, height: 630, cropFocus: CENTER) { src width height }
          }
        }
        figures {
          alt
          caption
          image { childImageSharp { gatsbyImageData(width: 480, aspectRatio: 1.5) } }
        }
        testimonial { quote name place }
        rating { value count }
        cta { title text }
      }
    }
  }
`;

export function Head({ data }: HeadProps<Queries.ServiceTemplateQuery>) {
  if (!data.mdx) return <ContentProblemHead />;
  const page = data.mdx;
  const { frontmatter, fields, rendered } = page;
  const image = sharingImage(frontmatter.image?.childImageSharp?.og, frontmatter.imageAlt);
  const common = { name: frontmatter.title, description: frontmatter.description ?? "", path: fields.route, image };
  const main =
    frontmatter.schemaType === "Product" && frontmatter.rating
      ? productSchema({ ...common, rating: frontmatter.rating })
      : serviceSchema({ ...common, serviceType: frontmatter.serviceType ?? frontmatter.title });

  return (
    <ContentHead
      rendered={rendered}
      {...seoFields(frontmatter, fields.route)}
      image={image}
      schema={[main]}
      crumb={frontmatter.title}
    >
      <PicturePreload image={heroOf(frontmatter)} />
    </ContentHead>
  );
}
