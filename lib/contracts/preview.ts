import { z } from 'zod';

/**
 * Preview mode: the console shows the member site in an iframe (`?preview=true`) and posts it a
 * preview key and custom CSS. The key is signed, short-lived and bound to the operator's console
 * session; the site checks it with `preview` before it applies anything or shows drafts.
 */

/** A preview key as the platform issues it (base64url payload, a dot, base64url signature). */
export const previewKeyString = z
  .string()
  .trim()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, 'message-key-not-match');

/** preview (POST /api/preview): is this key good now? */
export const previewInput = z.object({ key: previewKeyString });
export const previewOutput = z.object({ expiresAt: z.string() });

/** operator/preview-key: a key for the signed-in operator's console session. */
export const previewKeyOutput = z.object({ key: z.string(), expiresAt: z.string() });
