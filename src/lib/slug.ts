/** The longest address made from a title. */
const SLUG_MAX_LENGTH = 80;

/**
 * A post's address made from its title, as `npm run new-post` and the editor suggest it:
 * "Wi-Fi fixes: 5 tips!" -> "wi-fi-fixes-5-tips"; accents dropped, "&" read as "and".
 */
export function slugFromTitle(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // A long title's address stops at a whole word within SLUG_MAX_LENGTH (a file name must stay
  // within 255 bytes, and a short address reads better in a link).
  if (slug.length <= SLUG_MAX_LENGTH) return slug;
  const wordEnd = slug.lastIndexOf("-", SLUG_MAX_LENGTH);
  return slug.slice(0, wordEnd > 0 ? wordEnd : SLUG_MAX_LENGTH);
}
