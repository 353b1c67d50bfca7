export type SearchParams = Record<string, string | string[] | undefined>;

/** The promotions tab the URL names (?tab=), all by default. */
export const tabOf = (search: SearchParams) => [search.tab].flat()[0] ?? 'all';
