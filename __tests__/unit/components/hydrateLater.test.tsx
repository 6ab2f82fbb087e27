import React from "react";
import { render } from "@testing-library/react";
import type { PageProps } from "gatsby";
import BlogListTemplate, { type BlogListContext } from "../../../src/templates/blog-list";

/**
 * A part hydrated later (src/components/ui/hydrateLater.tsx) is memoised so that a render of
 * its page before it hydrates leaves it waiting: the page's own props must not change on such
 * a render. The blog list is the part that takes children (its pagination).
 */
const mockListRenders = jest.fn();
jest.mock("../../../src/components/blog/BlogList", () => ({
  BlogList: (props: unknown) => {
    mockListRenders(props);
    return null;
  },
}));

type Props = PageProps<Queries.BlogListTemplateQuery, BlogListContext>;

function props(search: string): Props {
  return {
    data: { allMdx: { nodes: [] } },
    pageContext: { ids: [], page: 2, pages: 3, base: "/blog", topic: null },
    location: { pathname: "/blog/2", search },
  } as unknown as Props;
}

function renderPage(first: Props) {
  const view = render(
    <BlogListTemplate {...first} />,
  );
  return (next: Props) =>
    view.rerender(
      <BlogListTemplate {...next} />,
    );
}

beforeEach(() => mockListRenders.mockClear());

test("the blog list is not rendered again when its page renders with the same page data and address", () => {
  const first = props("");
  const rerender = renderPage(first);
  rerender({ ...first, location: { ...first.location } });
  expect(mockListRenders).toHaveBeenCalledTimes(1);
});

test("the blog list renders again when the address's search changes", () => {
  const rerender = renderPage(props(""));
  rerender(props("?q=wifi"));
  expect(mockListRenders).toHaveBeenCalledTimes(2);
});
