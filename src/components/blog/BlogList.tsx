import React, { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { createSearchReporter, looksPersonal, track } from "../../lib/analytics";
import { filterPosts, formatPostDate, queryFromSearch, resultsMessage, searchForQuery } from "../../lib/blog";
import { onlyInBodies, sameRoute, type BodyMatch, type SearchEntry } from "../../lib/search-index";
import { FULL_TEXT_SEARCH, loadTitleIndex, NO_POSTS_MESSAGE, searchBodies } from "../../lib/site-search";
import { CardGrid } from "../ui/CardGrid";
import { PlainPicture } from "../ui/Picture";
import { PostCard, PostCardView } from "./PostCard";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";
import { notPrinted } from "../../styles/media";
import { textField } from "../../styles/text-field";

type PostNode = Queries.BlogListTemplateQuery["allMdx"]["nodes"][number];

const SearchBox = styled.div`
  max-width: 32rem;
  margin-bottom: ${theme.space.lg};

  /* Without JavaScript the box could not search, so it is not offered (the <noscript> note says so). */
  @media (scripting: none) { display: none; }
  ${notPrinted}

  label { display: block; font-weight: 600; margin-bottom: ${theme.space.xs}; color: ${theme.colors.navy}; }
  input { ${textField} }
`;

const Count = styled.div`
  margin-bottom: ${theme.space.md};
  color: ${theme.colors.muted};
  font-size: ${theme.fontSizes.sm};
`;

/** The specification's message for a search without hits, said by the search's status itself. */
const Empty = styled.span`
  display: block;
  padding: ${theme.space.xl};
  color: ${theme.colors.text};
  font-size: ${theme.fontSizes.md};
  background: ${theme.colors.surfaceAlt};
  border-radius: ${theme.radii.md};
  font-weight: 600;
`;

const NoScriptNote = styled.p`
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.muted};
`;

const InText = styled.section`
  margin-top: ${theme.space.xxl};

  h2 { font-size: ${theme.fontSizes.xl}; margin-bottom: ${theme.space.sm}; }
  ol { margin: ${theme.space.lg} 0 0; padding: 0; list-style: none; display: grid; gap: ${theme.space.lg}; }
  li { padding: ${theme.space.lg}; background: ${theme.colors.surface}; border-radius: ${theme.radii.md}; box-shadow: ${theme.shadows.card}; }
  h3 { font-size: ${theme.fontSizes.lg}; margin-bottom: ${theme.space.xs}; }
  time { display: block; font-size: ${theme.fontSizes.xs}; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: ${theme.colors.teal}; }
  li p { margin-top: ${theme.space.sm}; color: ${theme.colors.muted}; }
  mark { background: ${theme.colors.surfaceAlt}; color: ${theme.colors.text}; font-weight: 600; padding: 0 0.1em; }
`;

interface BlogListProps {
  posts: readonly PostNode[];
  /** The page's location.search, so ?q= restores a search (reload, shared link, back/forward). */
  search: string;
  /** The links to the list's other pages: shown under the posts, but not under a search's results, which cover every page. */
  children?: React.ReactNode;
}

/**
 * Puts the search in the address (?q=), without a new history entry; not a term that looks like
 * an e-mail address or a phone number, as Google Analytics is sent the address with every hit.
 */
function showInAddress(query: string) {
  window.history.replaceState(window.history.state, "", `${window.location.pathname}${searchForQuery(looksPersonal(query) ? "" : query)}`);
}

/** A post in the list: from this page's query (full card) or from the search index. */
interface Listed {
  route: string;
  title: string;
  summary: string;
  date: string;
  post?: PostNode;
  image?: SearchEntry["image"];
}

interface BodySearch {
  query: string;
  status: "searching" | "done" | "failed";
  matches: BodyMatch[];
}

/** Waits this long after the last keystroke before searching the posts' text. */
const BODY_SEARCH_DELAY_MS = 150;

/**
 * The searchable list of posts. The query lives in the address as ?q=. With no query it shows
 * this page's posts; with one, every listed post whose title or summary holds it (the
 * specification's search, from the search index once it has arrived and from this page's
 * posts until then), then the posts that only say it in their text, each with an excerpt.
 */
export function BlogList({ posts, search, children }: BlogListProps) {
  const inputId = useId();
  const statusId = useId();
  const inTextId = useId();
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
  const trimmed = query.trim();

  // The indexes arrive with the first search, never with the page.
  const [index, setIndex] = useState<SearchEntry[] | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  useEffect(() => {
    if (!trimmed || index) return undefined;
    let live = true;
    loadTitleIndex().then(
      (entries) => live && setIndex(entries),
      () => live && setIndexFailed(true),
    );
    return () => {
      live = false;
    };
  }, [trimmed, index]);

  const [body, setBody] = useState<BodySearch | null>(null);
  useEffect(() => {
    if (!trimmed || !FULL_TEXT_SEARCH) return undefined;
    let live = true;
    setBody({ query: trimmed, status: "searching", matches: [] });
    const timer = window.setTimeout(() => {
      searchBodies(trimmed).then(
        (matches) => live && setBody({ query: trimmed, status: "done", matches }),
        () => live && setBody({ query: trimmed, status: "failed", matches: [] }),
      );
    }, BODY_SEARCH_DELAY_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [trimmed]);

  const onPage = useMemo<Listed[]>(
    () =>
      posts.map((post) => ({
        post,
        route: post.fields.route,
        title: post.frontmatter.title,
        summary: post.frontmatter.summary ?? "",
        date: post.frontmatter.date ?? "",
      })),
    [posts],
  );
  const everyPost = useMemo<Listed[] | null>(
    () => index && index.map((entry) => ({ ...entry, post: onPage.find((item) => sameRoute(item.route, entry.route))?.post })),
    [index, onPage],
  );
  const results = filterPosts(trimmed && everyPost ? everyPost : onPage, query);

  const bodyDone = body !== null && body.query === trimmed && body.status !== "searching";
  const inText =
    trimmed && index && bodyDone
      ? onlyInBodies(body.matches, results).flatMap((match) => {
          const entry = index.find((candidate) => sameRoute(candidate.route, match.route));
          return entry ? [{ match, entry }] : [];
        })
      : [];
  const bodyPending = Boolean(trimmed) && FULL_TEXT_SEARCH && (!bodyDone || (!index && !indexFailed));
  const nothingFound = results.length === 0 && inText.length === 0 && !bodyPending;

  // Only what the visitor types here is reported, once they pause (not a query from the address).
  const [searchReporter] = useState(() => createSearchReporter((event) => void track(event)));
  useEffect(() => searchReporter.cancel, [searchReporter]);

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const next = event.target.value;
    setQuery(next);
    showInAddress(next);
    searchReporter.typed(next);
  };

  const inTextStatus = !FULL_TEXT_SEARCH
    ? "This preview searches titles and summaries only: Pagefind indexes the text of posts when the site is built (npm run build, then npm run serve)."
    : bodyPending
      ? "Searching the text of posts…"
      : body?.status === "failed"
        ? "The text of posts could not be searched just now; titles and summaries were."
        : inText.length === 1
          ? `1 more post mentions “${trimmed}” in its text.`
          : `${inText.length} more posts mention “${trimmed}” in their text.`;

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
      <noscript>
        <NoScriptNote>Searching the blog needs JavaScript. Every post is listed here and on the numbered pages below, and by topic above.</NoScriptNote>
      </noscript>
      <Count id={statusId} role="status" aria-live="polite">
        {nothingFound ? (
          <Empty>{NO_POSTS_MESSAGE}</Empty>
        ) : results.length === 0 && (inText.length > 0 || bodyPending) ? (
          `No titles or summaries match “${trimmed}”`
        ) : (
          resultsMessage(results.length, query)
        )}
      </Count>
      {results.length > 0 ? (
        // The posts keep the page's HTML at start-up, until the visitor searches.
        <StaticIsland root={CardGrid} $wide={3} frozen={!trimmed}>
          {results.map((item, index) => (
            <li key={item.route}>
              {item.post ? (
                // The first card is the largest paint on a phone; the rest load as they come near.
                <PostCard post={item.post} eager={index === 0} />
              ) : (
                <PostCardView
                  route={item.route}
                  title={item.title}
                  summary={item.summary}
                  date={item.date}
                  picture={item.image ? <PlainPicture {...item.image} alt="" /> : null}
                />
              )}
            </li>
          ))}
        </StaticIsland>
      ) : null}
      {trimmed && (inText.length > 0 || bodyPending || body?.status === "failed" || !FULL_TEXT_SEARCH) ? (
        <InText aria-labelledby={inTextId}>
          <h2 id={inTextId}>Found in the text of posts</h2>
          <p role="status">{inTextStatus}</p>
          {inText.length > 0 ? (
            <ol>
              {inText.map(({ match, entry }) => (
                <li key={entry.route}>
                  <h3>
                    <Link to={entry.route}>{entry.title}</Link>
                  </h3>
                  <time dateTime={entry.date}>{formatPostDate(entry.date)}</time>
                  <p>
                    …
                    {match.excerpt.map((part, at) => (part.match ? <mark key={at}>{part.text}</mark> : <React.Fragment key={at}>{part.text}</React.Fragment>))}…
                  </p>
                </li>
              ))}
            </ol>
          ) : null}
        </InText>
      ) : null}
      {trimmed ? null : children}
    </>
  );
}
