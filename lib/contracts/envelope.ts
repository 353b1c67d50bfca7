/** Every answer of POST /api/{endpoint}: docs/PRODUCT.md §7. `code` carries an HTTP-like reason (401, 429 …). */
export type ApiResult<T = unknown> = {
  status: boolean;
  msg: string;
  code?: number;
  output?: T;
};

/** docs/PRODUCT.md §8: the result of any failure that has no better answer. */
export const DEFAULT_FAILURE = Object.freeze({ code: 0, status: false, msg: 'Something Went Wrong' }) as ApiResult<never>;

/** Whether a parsed body is an answer envelope (kept zod-free: the browser's API client uses it on every call). */
export function isEnvelope(value: unknown): value is ApiResult {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return typeof v.status === 'boolean' && typeof v.msg === 'string' && (v.code === undefined || typeof v.code === 'number');
}
