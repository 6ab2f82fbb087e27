/**
 * A post's address made from its title, as `npm run new-post` and the editor suggest it:
 * "Wi-Fi fixes: 5 tips!" -> "wi-fi-fixes-5-tips"; accents dropped, "&" read as "and".
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
