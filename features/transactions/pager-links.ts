/** How many page numbers the history's pager shows at most. */
export const PAGER_LINKS = 5;

/** The page numbers the pager shows: up to five, the current one centred where the ends allow. */
export function pagerLinks(page: number, pages: number): number[] {
  const count = Math.min(PAGER_LINKS, pages);
  const first = Math.min(Math.max(1, page - Math.floor(PAGER_LINKS / 2)), pages - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}
