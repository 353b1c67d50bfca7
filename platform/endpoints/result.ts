/**
 * What a handler returns. A business failure is an ordinary answer (HTTP 200,
 * status false, a msg key the site translates); only infrastructure answers
 * (401, 404, 429 …) carry another HTTP status.
 */
export type Ok<T> = { ok: true; output: T; msg: string };
export type Fail = { ok: false; msg: string; httpStatus: number; code?: number | undefined; output?: unknown };
export type HandlerResult<T> = Ok<T> | Fail;

export function ok<T>(output: T, msg = 'success'): Ok<T> {
  return { ok: true, output, msg };
}

/** ok() for endpoints whose answer is just the status. */
export function done(msg = 'success'): Ok<undefined> {
  return { ok: true, output: undefined, msg };
}

export function fail(msg: string, options: { httpStatus?: number; code?: number; output?: unknown } = {}): Fail {
  return { ok: false, msg, httpStatus: options.httpStatus ?? 200, code: options.code, output: options.output };
}

/** docs/PRODUCT.md §8: HTTP 429 makes the site show the too_many_requests toast. */
export function tooManyRequests(): Fail {
  return fail('too_many_requests', { httpStatus: 429, code: 429 });
}
