import type { ApiResult } from './contracts/envelope';
import { DEFAULT_FAILURE } from './contracts/envelope';
import { siteEnv } from './env';

/** Server-to-platform calls (proxy.ts, server components). The browser goes through /api instead. */
export type UpstreamOptions = { cookie?: string | null; ip?: string | null; headers?: Record<string, string> };

export async function upstreamPost<T>(endpoint: string, body: unknown = {}, opts: UpstreamOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  try {
    const res = await fetch(`${siteEnv.API_UPSTREAM_URL}/api/${endpoint}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      cache: 'no-store',
      signal: AbortSignal.timeout(10_000),
    });
    return (await res.json()) as ApiResult<T>;
  } catch {
    return { ...DEFAULT_FAILURE };
  }
}

type Entry = { value: unknown; expires: number };
const cache = new Map<string, Entry>();

/**
 * Read-through cache for data every request needs (countries, config, categories):
 * a short TTL keeps many stateless site instances cheap without serving stale data for long.
 * Failures are not cached.
 */
export async function cachedUpstream<T>(endpoint: string, body: unknown = {}): Promise<T | null> {
  const key = `${endpoint}:${JSON.stringify(body)}`;
  const hit = cache.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const answer = await upstreamPost<T>(endpoint, body);
  if (!answer.status || answer.output === undefined) return (hit?.value as T | undefined) ?? null;
  cache.set(key, { value: answer.output, expires: Date.now() + siteEnv.SITE_DATA_TTL_MS });
  return answer.output;
}
