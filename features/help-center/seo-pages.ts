import 'server-only';
import { cachedUpstream } from '@/lib/upstream';

/** The help pages of a currency's site: one per topic (topics fall back to English, so every language has them all). */
export async function helpCenterPagePaths(currency: string): Promise<string[]> {
  const info = await cachedUpstream('general/general-info', { currency });
  return (info?.helpTopics ?? []).map((t) => `/help-center/${t.slug}`);
}
