/**
 * The operator's drafts for a part of a page, through the page's React Query client: apart from
 * index.ts, which every page's first load imports, so only the parts a checked preview loads carry it.
 */
export { usePreviewContent } from './preview-content';
