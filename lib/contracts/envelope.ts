import { z } from 'zod';

/** Every answer of POST /api/{endpoint}: SPEC §7. `code` carries an HTTP-like reason (401, 429 …). */
export type ApiResult<T = unknown> = {
  status: boolean;
  msg: string;
  code?: number;
  output?: T;
};

/** SPEC §8: the result of any failure that has no better answer. */
export const DEFAULT_FAILURE = Object.freeze({ code: 0, status: false, msg: 'Something Went Wrong' }) as ApiResult<never>;

export const envelopeSchema = z.object({
  status: z.boolean(),
  msg: z.string(),
  code: z.number().optional(),
  output: z.unknown().optional(),
});
