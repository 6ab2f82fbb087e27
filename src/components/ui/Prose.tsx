import React from "react";
import styled from "styled-components";
import { theme } from "../../styles/theme";

/** Long-form text from MDX: comfortable measure, spacing and linkable headings. */
export const Prose = styled.div`
  font-size: ${theme.fontSizes.md};

  h2 { font-size: ${theme.fontSizes.xl}; margin-top: ${theme.space.xxl}; }
  h3 { font-size: ${theme.fontSizes.lg}; margin-top: ${theme.space.xl}; }
  h2:first-child, h3:first-child { margin-top: 0; }

  /* rehype-autolink-headings wraps each heading's text in a link to itself */
  h2 > a, h3 > a, h4 > a { color: inherit; text-decoration: none; }
  h2 > a:hover, h3 > a:hover, h4 > a:hover { text-decoration: underline; }

  ul, ol { padding-left: 1.4rem; margin: 0 0 ${theme.space.md}; }
  li + li { margin-top: 0.35rem; }
  li > p { margin-bottom: 0.35rem; }

  /* Markdown task lists ("- [ ] item"): a drawn box instead of a checkbox, and the item's state
     as words for screen readers (src/mdx/rehype-form-controls.ts). */
  .contains-task-list { list-style: none; padding-left: 0; }
  .task-list-item { position: relative; padding-left: 2rem; }
  .task-list-item::before {
    content: "";
    position: absolute;
    left: 0;
    top: 0.2em;
    width: 1.1em;
    height: 1.1em;
    border: 2px solid ${theme.colors.muted};
    border-radius: 4px;
  }
  .task-done::after {
    content: "";
    position: absolute;
    left: 0.4em;
    top: 0.35em;
    width: 0.35em;
    height: 0.65em;
    border: solid ${theme.colors.success};
    border-width: 0 3px 3px 0;
    transform: rotate(45deg);
  }
  .task-state {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }

  blockquote {
    margin: ${theme.space.lg} 0;
    padding-left: ${theme.space.lg};
    border-left: 4px solid ${theme.colors.sky};
    color: ${theme.colors.muted};
  }

  code {
    font-family: ${theme.fonts.mono};
    font-size: 0.9em;
    background: ${theme.colors.surfaceAlt};
    padding: 0.1em 0.35em;
    border-radius: 4px;
  }

  /* A button link on a line of its own (<ButtonLink> in a body) keeps a line's space below it. */
  & > a { margin-bottom: ${theme.space.md}; }

  hr { border: 0; border-top: 1px solid ${theme.colors.border}; margin: ${theme.space.xl} 0; }
`;

/** A body rendered to HTML at build time (src/mdx/render.tsx); its CSS goes in Head via RenderedCss. */
export function RenderedProse({ html }: { html: string }) {
  return <Prose dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The CSS of the components a build-time body uses, for the page's Head (not a `css` prop: babel-plugin-styled-components would take that). */
export function RenderedCss({ text }: { text: string }) {
  return text ? <style>{text}</style> : null;
}
