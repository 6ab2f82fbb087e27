import React from "react";
import styled from "styled-components";
import { CardGrid } from "../ui/CardGrid";
import { Container } from "../ui/Container";
import { Testimonial, type TestimonialProps } from "../ui/Testimonial";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const Section = styled.section`
  padding: ${theme.space.section} 0;
  background: ${theme.colors.surfaceAlt};
`;

const List = styled(CardGrid)`
  margin-top: ${theme.space.xl};
`;

const testimonials: TestimonialProps[] = [
  {
    quote:
      "Our office PCs were crawling and the backup hadn't run for months. They sorted both in a day, set up proper cloud backup and now check it every month. I don't think about IT any more, which is the point.",
    name: "Helen R.",
    place: "Accountancy practice, Leighton Buzzard",
  },
  {
    quote:
      "My laptop wouldn't start the night before a deadline. I dropped it in at Linslade in the morning, had it back that afternoon with every file intact, and the price was exactly what they quoted.",
    name: "Tom W.",
    place: "Freelance designer, Milton Keynes",
  },
  {
    quote:
      "They rebuilt our website so it loads quickly on phones and people can book online. Enquiries picked up within a few weeks, and they explained everything without the jargon.",
    name: "Amira K.",
    place: "Beauty salon, Dunstable",
  },
];

/** Three client testimonials on the home page. */
export function ClientTestimonials() {
  return (
    <StaticIsland root={Section} aria-labelledby="testimonials-heading">
      <Container>
        <h2 id="testimonials-heading">What our clients say</h2>
        <List $wide={3} $from="md">
          {testimonials.map((testimonial) => (
            <li key={testimonial.name}>
              <Testimonial {...testimonial} />
            </li>
          ))}
        </List>
      </Container>
    </StaticIsland>
  );
}
