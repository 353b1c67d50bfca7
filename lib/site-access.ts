import type { SiteAccessDecision } from './contracts/seo';
import { siteEnv } from './env';
import { siteDataVersion, upstreamCall } from './upstream';

/**
 * The site-access decision for one visitor (open, maintenance, restricted), asked of the platform
 * (the rules stay there: they list other people's addresses) and kept per address and country for
 * SITE_DATA_TTL_MS, so a visitor's pages cost one platform call per TTL, not one per page; an
 * operator's change (maintenance on, a country restricted) moves the data version and is asked again.
 */

type Entry = { decision: SiteAccessDecision; expires: number; version: string };
const MAX_ENTRIES = 10_000;
const entries = new Map<string, Entry>();

/** Fails open: an unreachable platform must not turn every page into an error screen (the pages would fail anyway). */
export async function siteAccessFor(ip: string | null, country: string | null): Promise<SiteAccessDecision> {
  const key = `${ip ?? ''}|${country ?? ''}`;
  const version = await siteDataVersion();
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now() && hit.version === version) return hit.decision;
  const answer = await upstreamCall('site/access', { country }, { ip });
  if (!answer.status || !answer.output) return hit?.decision ?? { state: 'open' };
  if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  entries.delete(key);
  entries.set(key, { decision: answer.output, expires: Date.now() + siteEnv.SITE_DATA_TTL_MS, version });
  return answer.output;
}
