/**
 * The blog's fixed facts: its topics, how many posts a list page holds, and how many posts
 * the feed carries. A post names one to three topics in its front matter
 * (src/lib/content-schema.ts checks them against this list).
 */

export interface Topic {
  /** The topic's address: /blog/topics/<slug>. */
  slug: string;
  name: string;
  /** The topic page's lead and meta description. */
  description: string;
}

export const topics = [
  {
    slug: "security",
    name: "Security",
    description: "Keeping PCs, accounts and small-business networks safe: antivirus, Cyber Essentials, passwords and the habits that stop most attacks.",
  },
  {
    slug: "backups-and-cloud",
    name: "Backups and cloud",
    description: "Backing up what matters, recovering when things go wrong, and getting real value from Microsoft 365 and other cloud services.",
  },
  {
    slug: "pcs-and-hardware",
    name: "PCs and hardware",
    description: "Repairing, upgrading, choosing and looking after PCs, laptops and home or office Wi-Fi.",
  },
  {
    slug: "business-it",
    name: "Business IT",
    description: "Running IT for a small business: support contracts, downtime, budgets and the tools that pay for themselves.",
  },
  {
    slug: "websites-and-design",
    name: "Websites and design",
    description: "Building, improving and speeding up a small business website that visitors trust and contact.",
  },
] as const satisfies readonly Topic[];

export type TopicSlug = (typeof topics)[number]["slug"];

export const topicSlugs = topics.map((topic) => topic.slug) as [TopicSlug, ...TopicSlug[]];

/** The topic with this slug. */
export function topicBySlug(slug: string): Topic | undefined {
  return topics.find((topic) => topic.slug === slug);
}

/**
 * Posts on one list page. While the blog has at most this many listed posts, /blog holds them
 * all; beyond it, older ones move to /blog/page/2 and on. Each page's HTML then stays the same
 * size whatever the number of posts.
 */
export const POSTS_PER_PAGE = 30;

/** Posts in /rss.xml, newest first, each with its full text. */
export const FEED_POSTS = 30;

/** The blog's own words: its heading, lead and search-engine title and description. */
export const blogIntro = {
  title: "Blog",
  lead: "Practical advice on PCs, business IT, security and websites for homes and small businesses around Leighton Buzzard.",
  seoTitle: "Blog: IT Tips for Homes and Small Businesses",
  description: "Practical articles on PC repairs, backups, Wi-Fi, cyber security, Microsoft 365 and websites from our Linslade IT team, for homes and small businesses.",
  keywords: ["IT blog", "PC tips", "small business IT advice", "web design advice", "Leighton Buzzard"],
} as const;
