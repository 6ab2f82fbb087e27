import React from "react";
import styled from "styled-components";
import { site } from "../../config/site";
import { ContactLinks } from "../mdx/ContactLinks";
import { ButtonLink } from "../ui/Button";
import { Container } from "../ui/Container";
import { PageIntro } from "../ui/PageIntro";
import { theme } from "../../styles/theme";

const Body = styled(Container)`
  padding-top: ${theme.space.xxl};
  padding-bottom: ${theme.space.section};
`;

interface State {
  failed: boolean;
}

/**
 * Catches a runtime error in a page and shows a friendly page inside the site's layout,
 * with a way home and the contact details, instead of a blank screen. Keyed by route in the
 * layout, so moving to another page starts afresh.
 */
export class ErrorBoundary extends React.Component<{ children: React.ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: React.ErrorInfo): void {
    console.error("Unexpected Application Error:", error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <PageIntro title="Unexpected Application Error" lead="Something went wrong while showing this page." />
        <Body data-area="error_page">
          <p>
            Please try again in a moment, or head back to the home page. If it keeps happening, or you need help now,
            get in touch with {site.name}:
          </p>
          <ContactLinks />
          <ButtonLink to="/">Go back home</ButtonLink>
        </Body>
      </>
    );
  }
}
