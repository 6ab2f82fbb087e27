import { toServiceCards } from "../../../src/lib/service-cards";

const node = (route: string, order: number | null, title?: string) => ({
  fields: { route },
  frontmatter: {
    order,
    imageAlt: `${route} picture`,
    image: { src: `${route}.png` },
    card: title ? { title, description: `${title} text` } : null,
  },
});

describe("toServiceCards", () => {
  it("makes one card per service with a card, in order, linking to its route", () => {
    const cards = toServiceCards([node("/webdev", 7, "Web Development"), node("/domesticpc", 1, "Domestic PC Services"), node("/x", 3)]);
    expect(cards).toEqual([
      { title: "Domestic PC Services", description: "Domestic PC Services text", link: "/domesticpc", image: { src: "/domesticpc.png" }, alt: "/domesticpc picture" },
      { title: "Web Development", description: "Web Development text", link: "/webdev", image: { src: "/webdev.png" }, alt: "/webdev picture" },
    ]);
  });

  it("puts services without an order last", () => {
    expect(toServiceCards([node("/b", null, "B"), node("/a", 2, "A")]).map((card) => card.link)).toEqual(["/a", "/b"]);
  });
});
