import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import styled from "styled-components";
import { createSearchReporter, track } from "../../lib/analytics";
import { filterPosts, queryFromSearch, resultsMessage, searchForQuery } from "../../lib/blog";
import { CardGrid } from "../ui/CardGrid";
import { PostCard } from "./PostCard";

type PostNode = Queries.BlogListTemplateQuery["allMdx"]["nodes"][number];

const SearchBox = styled.div`
  max-width: 32rem;
  margin-bottom: ${({ theme }) => theme.space.lg};

  label { display: block; font-weight: 600; margin-bottom: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.navy}; }
  input {
    width: 100%;
    min-height: 2.9rem;
    padding: 0.6rem 0.9rem;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus { border-color: ${({ theme }) => theme.colors.primary}; }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
`;

interface BlogListProps {
  posts: readonly PostNode[];
  /** The page's location.search, so ?q= restores a search (reload, shared link, back/forward). */
  search: string;
}

/** Puts the search in the address (?q=), without a new history entry. */
function showInAddress(query: string) {
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchForQuery(query)}`);
}

/** The searchable list of posts. The query lives in the address as ?q=. */
export function BlogList({ posts, search }: BlogListProps) {
  const inputId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  // Empty on the first render so hydration matches the static HTML; then the address fills it
  // in, or else whatever the visitor typed into the static box before this code started (a
  // slow connection), taken over in the commit that brings the box to life, before a re-render
  // could empty it.
  const [query, setQuery] = useState("");
  useLayoutEffect(() => {
    const typedEarly = started.current ? "" : (inputRef.current?.value ?? "");
    started.current = true;
    const fromAddress = queryFromSearch(search);
    setQuery(fromAddress || typedEarly);
    if (!fromAddress && typedEarly) showInAddress(typedEarly);
  }, [search]);

  const items = useMemo(
    () =>
      posts.map((post) => ({
        post,
        title: post.frontmatter.title,
        summary: post.frontmatter.summary ?? "",
        date: post.frontmatter.date ?? "",
      })),
    [posts],
  );
  const results = filterPosts(items, query);

  // Only what the visitor types here is reported, once they pause (not a query from the address).
  const [searchReporter] = useState(() => createSearchReporter((event) => void track(event)));
  useEffect(() => searchReporter.cancel, [searchReporter]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setQuery(next);
    showInAddress(next);
    searchReporter.typed(next);
  };

  return (
    <>
      <SearchBox role="search">
        <label htmlFor={inputId}>Search the blog</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          value={query}
          onChange={onChange}
          placeholder="Try backup, Wi-Fi or website"
          aria-describedby={statusId}
          autoComplete="off"
          maxLength={200}
        />
      </SearchBox>
      <Count id={statusId} role="status" aria-live="polite">
        {resultsMessage(results.length, query)}
      </Count>
      {results.length === 0 ? (
        <Empty>No blog posts match your search.</Empty>
      ) : (
        <CardGrid $wide={3}>
          {results.map(({ post }, index) => (
            <li key={post.fields.route}>
              {/* The first card is the largest paint on a phone; the rest load as they come near. */}
              <PostCard post={post} eager={index === 0} />
            </li>
          ))}
        </CardGrid>
      )}
    </>
  );
}
