import React from "react";
import styled from "styled-components";
import { Container } from "./Container";
import { theme } from "../../styles/theme";

const Panel = styled.section`
  margin: ${theme.space.xxl} auto;
  max-width: ${theme.layout.readingWidth};
  padding: ${theme.space.lg};
  border: 2px solid ${theme.colors.danger};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.dangerBg};

  h1, h2 { font-size: ${theme.fontSizes.xl}; color: ${theme.colors.danger}; }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    font-family: ${theme.fonts.mono};
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.text};
  }
`;

interface ContentProblemProps {
  /** The message the terminal printed: the file and the field or line. */
  message: string;
  /** h1 when the whole page is the problem, h2 when it stands in for a body. */
  headingLevel?: 1 | 2;
}

/**
 * Shown in the preview (`npm start`) where a content file's page would be while the file has a
 * problem. Saving the fixed file brings the page back; a production build stops instead.
 */
export function ContentProblem({ message, headingLevel = 1 }: ContentProblemProps) {
  const Heading = `h${headingLevel}` as "h1" | "h2";
  return (
    <Container>
      <Panel role="alert" data-content-problem="">
        <Heading>This content file has a problem</Heading>
        <pre>{message}</pre>
        <p>Fix the file and save it: this page updates by itself.</p>
      </Panel>
    </Container>
  );
}

/** The head of such a page: a plain title, kept out of search engines. */
export function ContentProblemHead() {
  return (
    <>
      <title>Content file problem</title>
      <meta name="robots" content="noindex" />
    </>
  );
}
