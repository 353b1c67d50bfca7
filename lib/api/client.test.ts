// @vitest-environment happy-dom
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { DEFAULT_FAILURE } from '@/lib/contracts/envelope';
import { computeFingerprint } from '@/lib/fingerprint';
import { currentFingerprint, resetFingerprintMemo, startFingerprint } from '@/lib/page-fingerprint';
import { createApiClient, type ApiClientOptions, type CallResult } from './client';
import type { RequestContext } from './context';

type Step = Response | Error | (() => Response);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const CTX: RequestContext = {
  page: '/en-my/deposit',
  fullpath: '/en-my/deposit?bypass=secret',
  domain: 'site.test',
  pathlang: 'en-my',
  device: 'desktop',
  fp: 'f00d',
  bypass: 'secret',
};

function setup(steps: Step[], extra: Partial<ApiClientOptions> = {}) {
  const queue = [...steps];
  const fetch = vi.fn(async (_url: string, _init: RequestInit): Promise<Response> => {
    const step = queue.shift();
    if (!step) throw new Error('unexpected fetch');
    if (step instanceof Error) throw step;
    return typeof step === 'function' ? step() : step;
  });
  const onUnauthorized = vi.fn();
  const onTooManyRequests = vi.fn();
  const client = createApiClient({ fetch, context: () => CTX, onUnauthorized, onTooManyRequests, ...extra });
  return { client, fetch, onUnauthorized, onTooManyRequests };
}

const ok = { status: true, msg: 'ok', output: { balance: 12 } };

describe('createApiClient: request', () => {
  it('POSTs JSON to /api/{endpoint} with trimmed strings, credentials and the docs/PRODUCT.md §7 headers', async () => {
    const { client, fetch } = setup([json(ok)]);
    // a payload the contract would refuse, to show nested strings are trimmed too
    const answer = await client.call('auth/check-username', { field: 'username', value: '  bob ', list: [' a '] } as never);
    expect(answer).toEqual(ok);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/auth/check-username');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('same-origin');
    expect(JSON.parse(init.body as string)).toEqual({ field: 'username', value: 'bob', list: ['a'] });
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      page: '/en-my/deposit',
      fullpath: '/en-my/deposit?bypass=secret',
      domain: 'site.test',
      pathlang: 'en-my',
      device: 'desktop',
      fp: 'f00d',
      'x-maintenance-bypass': 'secret',
    });
  });

  it('uses the baseUrl, sends {} without payload and omits fp/bypass when absent', async () => {
    const { client, fetch } = setup([json(ok)], {
      baseUrl: 'http://platform:4000/',
      context: async () => ({ ...CTX, fp: null, bypass: null }),
    });
    await client.call('auth/logout', undefined);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://platform:4000/api/auth/logout');
    expect(init.body).toBe('{}');
    expect(init.headers).not.toHaveProperty('fp');
    expect(init.headers).not.toHaveProperty('x-maintenance-bypass');
  });

  it('types the payload and the answer from the contract', () => {
    const { client } = setup([]);
    expectTypeOf(client.call<'member/wallet-balance'>).returns.resolves.toEqualTypeOf<CallResult<'member/wallet-balance'>>();
    expectTypeOf(client.call<'game/play'>)
      .parameter(1)
      .toEqualTypeOf<{ gameId: string }>();
    // @ts-expect-error an endpoint the contract does not name
    void (() => client.call('x/y', {}));
  });

  it('passes the abort signal through', async () => {
    const { client, fetch } = setup([json(ok)]);
    const controller = new AbortController();
    await client.call('general/config', undefined, { signal: controller.signal });
    expect(fetch.mock.calls[0]![1].signal).toBe(controller.signal);
  });
});

describe('createApiClient: retries', () => {
  it.each([408, 409, 425, 500, 502, 503, 504])('retries a non-idempotent request once on %i', async (status) => {
    const { client, fetch } = setup([json({}, status), json(ok)]);
    expect(await client.call('wallet/withdraw-cancel', { id: 1 })).toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries at most once, then yields the default failure', async () => {
    const { client, fetch } = setup([json({}, 503), json({}, 503), json(ok)]);
    expect(await client.call('wallet/withdraw-cancel', { id: 1 })).toEqual(DEFAULT_FAILURE);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never retries an idempotent request', async () => {
    const { client, fetch } = setup([json({}, 503), json(ok)]);
    expect(await client.call('general/config', undefined, { idempotent: true })).toEqual(DEFAULT_FAILURE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([400, 403, 404, 501])('does not retry %i', async (status) => {
    const { client, fetch } = setup([json({}, status), json(ok)]);
    await client.call('auth/logout', {});
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('retries a network error within the same budget', async () => {
    const { client, fetch } = setup([new TypeError('Failed to fetch'), json(ok)]);
    expect(await client.call('auth/logout', {})).toEqual(ok);
    expect(fetch).toHaveBeenCalledTimes(2);

    const twice = setup([new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), json(ok)]);
    expect(await twice.client.call('auth/logout', {})).toEqual(DEFAULT_FAILURE);
    expect(twice.fetch).toHaveBeenCalledTimes(2);

    const idem = setup([new TypeError('Failed to fetch'), json(ok)]);
    expect(await idem.client.call('auth/logout', {}, { idempotent: true })).toEqual(DEFAULT_FAILURE);
    expect(idem.fetch).toHaveBeenCalledTimes(1);
  });

  it('waits retryDelayMs before a retry', async () => {
    vi.useFakeTimers();
    try {
      const { client, fetch } = setup([json({}, 502), json(ok)], { retryDelayMs: 250 });
      const pending = client.call('auth/logout', {});
      await vi.advanceTimersByTimeAsync(249);
      expect(fetch).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await pending).toEqual(ok);
      expect(fetch).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not retry after an abort', async () => {
    const controller = new AbortController();
    const { client, fetch } = setup([
      () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
      json(ok),
    ]);
    expect(await client.call('auth/logout', {}, { signal: controller.signal })).toEqual(DEFAULT_FAILURE);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: 429', () => {
  it('retries a non-idempotent 429 once; still 429 → toast and null', async () => {
    const { client, fetch, onTooManyRequests } = setup([json({}, 429), json({ status: false, msg: 'slow' }, 429)]);
    expect(await client.call('auth/logout', {})).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onTooManyRequests).toHaveBeenCalledTimes(1);
  });

  it('a 429 then success needs no toast', async () => {
    const { client, onTooManyRequests } = setup([json({}, 429), json(ok)]);
    expect(await client.call('auth/logout', {})).toEqual(ok);
    expect(onTooManyRequests).not.toHaveBeenCalled();
  });

  it('an idempotent 429 toasts at once', async () => {
    const { client, fetch, onTooManyRequests } = setup([json({}, 429)]);
    expect(await client.call('auth/logout', undefined, { idempotent: true })).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onTooManyRequests).toHaveBeenCalledTimes(1);
  });
});

describe('createApiClient: 401', () => {
  it('status:false code:401 in a 200 answer logs out and returns the answer', async () => {
    const answer = { status: false, msg: 'Session expired', code: 401 };
    const { client, onUnauthorized } = setup([json(answer)]);
    expect(await client.call('member/wallet-balance', {})).toEqual(answer);
    expect(onUnauthorized).toHaveBeenCalledWith(answer);
  });

  it('HTTP 401 with an envelope returns it, without one returns a 401 failure', async () => {
    const answer = { status: false, msg: 'Unauthorized', code: 401 };
    const a = setup([json(answer, 401)]);
    expect(await a.client.call('auth/logout', {})).toEqual(answer);
    expect(a.onUnauthorized).toHaveBeenCalledTimes(1);

    const b = setup([new Response('nope', { status: 401 })]);
    expect(await b.client.call('auth/logout', {})).toEqual({ ...DEFAULT_FAILURE, code: 401 });
    expect(b.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a status:true answer with code 401 is not a logout', async () => {
    const { client, onUnauthorized } = setup([json({ status: true, msg: '', code: 401 })]);
    await client.call('auth/logout', {});
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a throwing callback does not change the result', async () => {
    const reportError = vi.fn();
    vi.stubGlobal('reportError', reportError);
    try {
      const answer = { status: false, msg: 'x', code: 401 };
      const { client } = setup([json(answer)], {
        onUnauthorized: () => {
          throw new Error('router not ready');
        },
      });
      expect(await client.call('auth/logout', {})).toEqual(answer);
      expect(reportError).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('createApiClient: other failures', () => {
  it('returns a 4xx envelope so forms can show the server msg', async () => {
    const answer = { status: false, msg: 'Username taken', code: 400, output: { field: 'username' } };
    const { client } = setup([json(answer, 400)]);
    expect(await client.call('auth/register', { username: 'x' } as never)).toEqual(answer);
  });

  it('returns a status:false 200 envelope unchanged', async () => {
    const answer = { status: false, msg: 'Insufficient balance' };
    const { client } = setup([json(answer)]);
    expect(await client.call('auth/logout', {})).toEqual(answer);
  });

  it.each([
    ['a network error', () => setup([new TypeError('x'), new TypeError('x')])],
    ['a non-JSON body', () => setup([new Response('<html>', { status: 200 })])],
    ['JSON that is not an envelope', () => setup([json({ hello: 1 })])],
    ['a 4xx without envelope', () => setup([json({ error: 'Not Found' }, 404)])],
    ['a 5xx even with an envelope', () => setup([json({ status: false, msg: 'db down' }, 501)])],
    ['a 4xx claiming success', () => setup([json({ status: true, msg: 'ok' }, 400)])],
  ])('yields a fresh copy of DEFAULT_FAILURE on %s', async (_label, make) => {
    const { client, onUnauthorized, onTooManyRequests } = make();
    const answer = await client.call('auth/logout', {});
    expect(answer).toEqual({ code: 0, status: false, msg: 'Something Went Wrong' });
    expect(answer).not.toBe(DEFAULT_FAILURE);
    expect(Object.isFrozen(answer)).toBe(false);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(onTooManyRequests).not.toHaveBeenCalled();
  });

  it('never throws: failing context or unserialisable payload yields the default failure', async () => {
    const a = setup([json(ok)], {
      context: () => {
        throw new Error('no window');
      },
    });
    expect(await a.client.call('auth/logout', {})).toEqual(DEFAULT_FAILURE);
    expect(a.fetch).not.toHaveBeenCalled();

    const b = setup([json(ok)]);
    expect(await b.client.call('auth/register', { n: 10n } as never)).toEqual(DEFAULT_FAILURE);
  });
});

describe('createApiClient: the fingerprint', () => {
  afterEach(() => resetFingerprintMemo());

  it('register waits for a fingerprint being computed; other calls go without it', async () => {
    let finish: (id: string) => void = () => {};
    void startFingerprint(() => computeFingerprint(window, () => new Promise((resolve) => (finish = resolve))));
    const { client, fetch } = setup([json(ok), json(ok)], { context: undefined });
    await client.call('auth/check-username', { field: 'username', value: 'bob' });
    expect(fetch.mock.calls[0]![1].headers).not.toHaveProperty('fp');
    const registering = client.call('auth/register', {} as never);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledTimes(1);
    finish('visitor');
    await registering;
    expect(fetch.mock.calls[1]![1].headers).toMatchObject({ fp: currentFingerprint()!.hash });
  });
});
