/**
 * docs/PRODUCT.md §7/§8 API client: every product call is POST /api/{endpoint} with a JSON
 * body and answers the ApiResult envelope. `call` takes a contract name: its payload and answer
 * types come from lib/contracts/endpoints.ts (types only, so zod stays out of the browser).
 *
 * Result rules:
 * - a valid envelope (2xx, or 4xx with an envelope such as a 400 validation answer) is returned;
 *   `status:false, code:401` (or HTTP 401) also calls onUnauthorized();
 * - HTTP 429 (after the retry rule) calls onTooManyRequests() and yields null;
 * - anything else (network error, abort, non-JSON, 5xx, 4xx without envelope) yields a copy of DEFAULT_FAILURE.
 * Retries: idempotent requests 0, others 1, on 408/409/425/429/500/502/503/504 and network errors.
 * `call` never throws.
 */
import type { EndpointInput, EndpointName, EndpointOutput } from '@/lib/contracts/endpoints';
import { DEFAULT_FAILURE, isEnvelope, type ApiResult } from '@/lib/contracts/envelope';
import { fingerprintWithin } from '@/lib/page-fingerprint';
import { startPageFingerprint } from '@/lib/fingerprint-agent';
import { browserRequestContext, requestHeaders, type RequestContext } from './context';
import { trimStrings } from './trim-strings';

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export type ApiClientOptions = {
  /** '' in the browser (same origin); the server passes its own origin */
  baseUrl?: string;
  fetch?: FetchLike;
  /** header values for each request; default reads window.location etc. */
  context?: (endpoint: EndpointName) => RequestContext | Promise<RequestContext>;
  /** the app logs out and goes to the localized home */
  onUnauthorized?: (answer: ApiResult) => void;
  /** the app shows the toast too_many_requests */
  onTooManyRequests?: () => void;
  /** pause before a retry; default 0 */
  retryDelayMs?: number;
};

export type CallOptions = { idempotent?: boolean; signal?: AbortSignal };

/** The answer of endpoint N: its envelope with the contract's output, or null after a 429. */
export type CallResult<N extends EndpointName> = ApiResult<EndpointOutput<N>> | null;

export type ApiClient = {
  call<N extends EndpointName>(name: N, payload: EndpointInput<N>, options?: CallOptions): Promise<CallResult<N>>;
};

const EMPTY_CONTEXT: RequestContext = { page: '', fullpath: '', domain: '', pathlang: '', device: 'desktop' };

/**
 * The calls the self-referral check reads the device from: they wait briefly for the fingerprint,
 * starting it if the page has not (a submit with no input before it, such as a password manager's).
 */
const FINGERPRINTED: ReadonlySet<EndpointName> = new Set<EndpointName>(['auth/register', 'auth/login']);
const FINGERPRINT_WAIT_MS = 1500;

async function defaultContext(endpoint: EndpointName): Promise<RequestContext> {
  if (typeof window === 'undefined') return EMPTY_CONTEXT;
  if (FINGERPRINTED.has(endpoint)) await fingerprintWithin(FINGERPRINT_WAIT_MS, startPageFingerprint);
  return browserRequestContext(window);
}

function failure<T>(): ApiResult<T> {
  return { ...DEFAULT_FAILURE };
}

function isUnauthorized(answer: ApiResult): boolean {
  return answer.status === false && answer.code === 401;
}

/** Runs an app callback without letting its failure change the call's result. */
function notify(callback: () => void): void {
  try {
    callback();
  } catch (err) {
    if (typeof reportError === 'function') reportError(err);
    else console.error(err);
  }
}

async function readEnvelope(res: Response): Promise<ApiResult | null> {
  try {
    const parsed: unknown = JSON.parse(await res.text());
    return isEnvelope(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const getContext = options.context ?? defaultContext;
  const retryDelayMs = options.retryDelayMs ?? 0;

  async function call<N extends EndpointName>(
    name: N,
    payload: EndpointInput<N>,
    { idempotent = false, signal }: CallOptions = {},
  ): Promise<CallResult<N>> {
    type T = EndpointOutput<N>;
    const url = `${baseUrl}/api/${name}`;
    let init: RequestInit;
    try {
      init = {
        method: 'POST',
        credentials: 'same-origin',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...requestHeaders(await getContext(name)),
        },
        // an empty JSON body is rejected by the server's JSON parser, so send {}
        body: JSON.stringify(payload === undefined ? {} : trimStrings(payload)),
        signal,
      };
    } catch {
      return failure<T>();
    }

    const attempts = idempotent ? 1 : 2;
    let res: Response | null = null;
    for (let attempt = 1; attempt <= attempts; attempt++) {
      if (attempt > 1 && retryDelayMs > 0) await sleep(retryDelayMs, signal);
      if (signal?.aborted) return failure<T>();
      try {
        res = await doFetch(url, init);
      } catch {
        res = null; // network error (or abort): a failure, retried like a 5xx
        if (signal?.aborted) return failure<T>();
        continue;
      }
      if (!RETRY_STATUSES.has(res.status) || attempt === attempts) break;
      res.body?.cancel().catch(() => {}); // discard the body of an answer we retry
    }

    if (!res) return failure<T>();
    if (res.status === 429) {
      notify(() => options.onTooManyRequests?.());
      return null;
    }

    const isError = res.status >= 400 && res.status <= 599;
    const answer = await readEnvelope(res);

    if (res.status === 401 || (answer && isUnauthorized(answer))) {
      const result: ApiResult = answer ?? { ...DEFAULT_FAILURE, code: 401 };
      notify(() => options.onUnauthorized?.(result));
      return result as ApiResult<T>;
    }
    if (!answer) return failure<T>();
    if (isError && (res.status >= 500 || answer.status !== false)) return failure<T>();
    return answer as ApiResult<T>;
  }

  return { call };
}
