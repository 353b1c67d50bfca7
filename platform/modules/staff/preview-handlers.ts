import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';
import { consoleSessionOf, issuePreviewKey, livePreview } from './preview-session';
import { staffSessionPolicy } from './sessions';

/**
 * operator/preview-key: a preview key for the signed-in operator's own console session (content
 * editors and owners). The shared operator key has no session to bind one to.
 */
export const operatorPreviewKey: Handler<'operator/preview-key'> = async (_input, ctx) => {
  const token = ctx.consoleCookie.token;
  const session = ctx.operator.kind === 'staff' && token ? await consoleSessionOf(ctx.db, token, ctx.env.sessionSecret) : undefined;
  if (!session || ctx.operator.kind !== 'staff' || session.staffId !== ctx.operator.id)
    return fail('preview_needs_console_session', { httpStatus: 403 });
  const { key, expiresAt } = issuePreviewKey(session, ctx.env.sessionSecret, ctx.now);
  // The key itself stays out of the audit log: it is a credential while it lasts.
  ctx.audit({ target: 'preview key', after: { expiresAt: expiresAt.toISOString() } });
  return ok({ key, expiresAt: expiresAt.toISOString() });
};

/**
 * preview (POST /api/preview): whether a preview key is good now. The site's preview mode asks
 * before it applies an operator's CSS; a bad key is `message-key-not-match` (403), which the site
 * logs under that name.
 */
export const previewCheck: Handler<'preview'> = async ({ key }, ctx) => {
  const live = await livePreview(ctx.db, key, ctx.now, staffSessionPolicy(ctx.env));
  if (!live.ok) return fail('message-key-not-match', { httpStatus: 403, output: { reason: live.reason } });
  return ok({ expiresAt: live.claims.expiresAt.toISOString() });
};
