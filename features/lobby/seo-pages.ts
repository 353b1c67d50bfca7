import 'server-only';
import { getCategories } from '@/lib/site-data';
import { getProviderFile } from './server-catalogue';

/** A currency's lobbies: each enabled category, and its provider lobby when the category has providers. */
export async function lobbyPagePaths(currency: string): Promise<string[]> {
  const [categories, providers] = await Promise.all([getCategories(currency), getProviderFile(currency)]);
  return categories.flatMap((c) => [`/${c.type}`, ...((providers[c.type]?.length ?? 0) > 0 ? [`/providers/${c.type}`] : [])]);
}
