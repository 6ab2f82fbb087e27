import React from "react";
import { Link } from "gatsby";
import styled from "styled-components";
import { topicBySlug, topics as allTopics } from "../../config/blog";
import { topicPath } from "../../lib/blog-pages";
import { StaticIsland } from "../ui/StaticIsland";
import { theme } from "../../styles/theme";

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;

  a, [aria-current] {
    display: inline-block;
    padding: 0.35rem 0.85rem;
    border: 1px solid ${theme.colors.border};
    border-radius: 999px;
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
    text-decoration: none;
  }
  [aria-current] { background: ${theme.colors.navy}; border-color: ${theme.colors.navy}; color: ${theme.colors.onDark}; }
`;

/** A post's topics, each linking to its topic page. */
export function TopicLinks({ topics }: { topics: readonly string[] }) {
  const named = topics.map(topicBySlug).filter((topic) => topic !== undefined);
  if (named.length === 0) return null;
  return (
    <StaticIsland root="nav" aria-label="Topics of this post">
      <List>
        {named.map((topic) => (
          <li key={topic.slug}>
            <Link to={topicPath(topic.slug)}>{topic.name}</Link>
          </li>
        ))}
      </List>
    </StaticIsland>
  );
}

/** Every topic of the blog, the one shown marked as the current page. */
export function TopicNav({ current }: { current?: string | null }) {
  return (
    <StaticIsland root="nav" aria-label="Blog topics">
      <List>
        <li>{current ? <Link to="/blog">All posts</Link> : <span aria-current="page">All posts</span>}</li>
        {allTopics.map((topic) => (
          <li key={topic.slug}>{topic.slug === current ? <span aria-current="page">{topic.name}</span> : <Link to={topicPath(topic.slug)}>{topic.name}</Link>}</li>
        ))}
      </List>
    </StaticIsland>
  );
}
