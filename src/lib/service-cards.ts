/** The service cards on / and /about, made from the service content files (one source). */
export interface ServiceCardSource<Image> {
  fields: { route: string };
  frontmatter: {
    order?: number | null;
    imageAlt?: string | null;
    image?: Image | null;
    card?: { title: string; description: string } | null;
  };
}

export interface ServiceCardData<Image> {
  title: string;
  description: string;
  link: string;
  image: Image | null;
  alt: string;
}

/** One card per service file with a card, in the files' `order`. */
export function toServiceCards<Image>(nodes: ReadonlyArray<ServiceCardSource<Image>>): ServiceCardData<Image>[] {
  return nodes
    .filter((node) => node.frontmatter.card)
    .slice()
    .sort((a, b) => (a.frontmatter.order ?? Infinity) - (b.frontmatter.order ?? Infinity))
    .map((node) => ({
      title: node.frontmatter.card!.title,
      description: node.frontmatter.card!.description,
      link: node.fields.route,
      image: node.frontmatter.image ?? null,
      alt: node.frontmatter.imageAlt ?? "",
    }));
}
