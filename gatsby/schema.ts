/**
 * The GraphQL types of content nodes (createSchemaCustomization). `MdxFrontmatter` mirrors the
 * front matter schemas (src/lib/content-schema.ts) and `MdxFields` contentFields()
 * (content-nodes.ts); __tests__/unit/gatsby/schema.test.ts fails when they disagree.
 * `@dontInfer`: a file with a problem may lack required front matter, and an inferred schema
 * would change shape.
 */
import type { GatsbyNode } from "gatsby";
import { CONTENT_REVISION_TYPE } from "./content-revision";

export const typeDefs = `
  type ${CONTENT_REVISION_TYPE} implements Node @dontInfer {
    revision: Int!
  }
  type Mdx implements Node @dontInfer {
    body: String
    frontmatter: MdxFrontmatter!
    fields: MdxFields!
  }
  """
  published: has a page (in a production build: valid, not a draft, not scheduled).
  listed: on /blog, in the search, the feed and related posts (services: their card).
  problem: what is wrong with the file (the preview shows it at the file's address).
  """
  type MdxFields {
    collection: String!
    slug: String!
    route: String!
    problem: String
    draft: Boolean!
    scheduled: Boolean!
    published: Boolean!
    listed: Boolean!
    readingMinutes: Int!
    date: String!
    keywords: [String!]!
    topics: [String!]!
    files: [FileReference!]!
  }
  "A file a content file points at: the field that names it, the path as written, and for a picture of the body its line."
  type FileReference { field: String!  path: String!  line: Int }
  """
  Every collection's front matter in one type: a field required in every collection is
  non-null here; one that some collection lacks or leaves optional may be null.
  """
  type MdxFrontmatter @dontInfer {
    title: String!
    keywords: [String!]!
    description: String
    image: File @fileByRelativePath
    imageAlt: String
    slug: String
    date: Date @dateformat
    summary: String
    banner: File @fileByRelativePath
    bannerAlt: String
    topics: [String!]
    listed: Boolean
    draft: Boolean
    route: String
    order: Int
    menu: ServiceMenu
    tagline: String
    schemaType: String
    serviceType: String
    card: ServiceCard
    testimonial: Testimonial
    figures: [Figure!]
    rating: Rating
    cta: CallToAction
    lead: String
  }
  type ServiceCard { title: String!  description: String! }
  type ServiceMenu { label: String!  mobileLabel: String  footerLabel: String  footerOrder: Int! }
  type Testimonial { quote: String!  name: String!  place: String! }
  type Figure { image: File! @fileByRelativePath  alt: String!  caption: String! }
  type Rating { value: Float!  count: Int! }
  type CallToAction { title: String!  text: String! }
  type RenderedMdx { html: String!  css: String!  problem: String }
`;

export const declareContentTypes: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};
