import type { EndpointInput, EndpointName, EndpointOutput } from './contracts/endpoints';
import type { ApiResult } from './contracts/envelope';
import { DEFAULT_FAILURE } from './contracts/envelope';
import { siteEnv } from './env';

/**
 * Server-to-platform calls (proxy.ts, server components). The browser goes through /api and
 * lib/api/client.ts instead. Names, payloads and answers are the contract's (types only).
 */
export type UpstreamOptions = { cookie?: string | null; ip?: string | null; headers?: Record<string, string>; timeoutMs?: number };

export async function upstreamCall<N extends EndpointName>(
  name: N,
  payload: EndpointInput<N>,
  opts: UpstreamOptions = {},
): Promise<ApiResult<EndpointOutput<N>>> {
  return (await upstreamCallWithCookies(name, payload, opts)).answer;
}

/** {@link upstreamCall}, with the cookies the platform set (a login's session, for a form post the site answers). */
export async function upstreamCallWithCookies<N extends EndpointName>(
  name: N,
  payload: EndpointInput<N>,
  opts: UpstreamOptions = {},
): Promise<{ answer: ApiResult<EndpointOutput<N>>; setCookies: string[] }> {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  try {
    const res = await fetch(`${siteEnv.API_UPSTREAM_URL}/api/${name}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(payload ?? {}),
      cache: 'no-store',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
    });
    return { answer: (await res.json()) as ApiResult<EndpointOutput<N>>, setCookies: res.headers.getSetCookie() };
  } catch {
    return { answer: { ...DEFAULT_FAILURE }, setCookies: [] };
  }
}

/** How often the site asks whether an operator changed anything (one small call per site instance). */
const DATA_VERSION_CHECK_MS = 1_000;
/** How long a page waits for that answer; a slower platform answers the next page instead (the check runs on). */
const DATA_VERSION_WAIT_MS = 250;
let dataVersion = { value: '', checkedAt: Number.NEGATIVE_INFINITY };
let dataVersionCheck: Promise<string> | null = null;

function checkDataVersion(): Promise<string> {
  return upstreamCall('site/data-version', {}, { timeoutMs: 5_000 })
    .then((answer) => {
      dataVersion = { value: answer.status && answer.output ? answer.output.version : dataVersion.value, checkedAt: Date.now() };
      return dataVersion.value;
    })
    .finally(() => (dataVersionCheck = null));
}

/**
 * The platform's data version (site/data-version): it moves with every operator change, so an
 * entry read under an older one is stale whatever its TTL. Asked at most once a second, one call
 * at a time; a page waits for it at most DATA_VERSION_WAIT_MS, so a slow or unreachable platform
 * leaves the last one known rather than holding every page up.
 */
export async function siteDataVersion(): Promise<string> {
  if (Date.now() - dataVersion.checkedAt < DATA_VERSION_CHECK_MS) return dataVersion.value;
  dataVersionCheck ??= checkDataVersion();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const lastKnown = new Promise<string>((resolve) => (timer = setTimeout(() => resolve(dataVersion.value), DATA_VERSION_WAIT_MS)));
  try {
    return await Promise.race([dataVersionCheck, lastKnown]);
  } finally {
    clearTimeout(timer);
  }
}

type Entry = { value: unknown; expires: number; version: string };
const cache = new Map<string, Entry>();

/**
 * Read-through cache for data every request needs (countries, config, categories): a TTL keeps
 * many stateless site instances cheap, and an entry read before the newest operator change
 * ({@link siteDataVersion}) is read again, so a change reaches members' next page within a second.
 * Failures are not cached. A `tag` (the catalogue version) keys entries that a publish must refresh.
 */
export async function cachedUpstream<N extends EndpointName>(
  name: N,
  payload: EndpointInput<N>,
  /** e.g. the published catalogue version: a new one misses the cache at once instead of waiting out the TTL */
  tag = '',
): Promise<EndpointOutput<N> | null> {
  const key = `${name}:${JSON.stringify(payload ?? {})}:${tag}`;
  const version = await siteDataVersion();
  const hit = cache.get(key) as { value: EndpointOutput<N>; expires: number; version: string } | undefined;
  if (hit && hit.expires > Date.now() && hit.version === version) return hit.value;
  const answer = await upstreamCall(name, payload);
  if (!answer.status || answer.output === undefined) return hit?.value ?? null;
  cache.set(key, { value: answer.output, expires: Date.now() + siteEnv.SITE_DATA_TTL_MS, version });
  return answer.output;
}
