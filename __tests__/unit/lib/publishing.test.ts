import { includesUnpublished, isoDay, londonDate, publication, publicationContext, publicationLabel } from "../../../src/lib/publishing";

describe("publishing", () => {
  it("takes today's date in the UK, not in UTC", () => {
    // 23:30 UTC on 30 June is already 1 July in British Summer Time.
    expect(londonDate(new Date("2026-06-30T23:30:00Z"))).toBe("2026-07-01");
    expect(londonDate(new Date("2026-12-31T23:30:00Z"))).toBe("2026-12-31");
  });

  it("reads YAML dates and date strings", () => {
    expect(isoDay(new Date("2026-03-04T00:00:00Z"))).toBe("2026-03-04");
    expect(isoDay("2026-03-04")).toBe("2026-03-04");
    expect(isoDay("next week")).toBe("");
  });

  it("treats draft: true as a draft and a future date as scheduled", () => {
    expect(publication({ draft: true, date: "2026-01-01" }, "2026-11-24")).toEqual({ draft: true, scheduled: false });
    expect(publication({ date: "2026-11-25" }, "2026-11-24")).toEqual({ draft: false, scheduled: true });
    expect(publication({ date: "2026-11-24" }, "2026-11-24")).toEqual({ draft: false, scheduled: false });
    expect(publication({ draft: "yes" }, "2026-11-24")).toEqual({ draft: false, scheduled: false });
  });

  it("includes unpublished files in the preview and in a staging build only", () => {
    expect(includesUnpublished({ NODE_ENV: "development" })).toBe(true);
    expect(includesUnpublished({ NODE_ENV: "production" })).toBe(false);
    expect(includesUnpublished({ NODE_ENV: "production", INCLUDE_UNPUBLISHED: "true" })).toBe(true);
  });

  it("labels drafts and scheduled posts", () => {
    expect(publicationLabel({ draft: true, scheduled: false })).toBe("Draft: not on the live site");
    expect(publicationLabel({ draft: false, scheduled: true }, "2027-01-05")).toBe("Scheduled: goes live on January 5, 2027");
    expect(publicationLabel({ draft: false, scheduled: false }, "2025-01-05")).toBeNull();
  });
});

describe("publication context", () => {
  const dates = { "content/blog/old.mdx": "2026-01-10", "content/blog/soon.mdx": "2026-11-27", "content/blog/later.mdx": new Date("2026-12-20"), "content/pages/about.md": undefined };
  const production = { NODE_ENV: "production" };
  const at = (iso: string) => new Date(iso);

  it("stays the same from one day to the next while no post reaches its date", () => {
    expect(publicationContext(dates, production, at("2026-11-25T10:00:00Z"))).toBe(publicationContext(dates, production, at("2026-11-26T10:00:00Z")));
  });

  it("changes when a post reaches its date (the UK's day), in a new year, between the preview and a build, and with INCLUDE_UNPUBLISHED set", () => {
    const today = publicationContext(dates, production, at("2026-11-26T10:00:00Z"));
    expect(publicationContext(dates, production, at("2026-11-27T00:30:00Z"))).not.toBe(today);
    expect(JSON.parse(today)).toEqual({ includesUnpublished: false, year: 2026, scheduled: ["content/blog/later.mdx", "content/blog/soon.mdx"] });
    const december = { "content/blog/old.mdx": "2026-01-10" };
    expect(publicationContext(december, production, at("2027-01-01T12:00:00Z"))).not.toBe(publicationContext(december, production, at("2026-12-31T12:00:00Z")));
    expect(publicationContext(dates, { NODE_ENV: "development" }, at("2026-11-26T10:00:00Z"))).not.toBe(today);
    expect(publicationContext(dates, { ...production, INCLUDE_UNPUBLISHED: "true" }, at("2026-11-26T10:00:00Z"))).not.toBe(today);
  });
});
