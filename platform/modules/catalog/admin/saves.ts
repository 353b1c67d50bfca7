import { and, eq } from 'drizzle-orm';
import { categorySettings } from '../../../db/schema';
import { games, maintenance, providers } from '../../../db/schema-catalog';
import type { Handler } from '../../../endpoints/handler';
import type { OperatorContext } from '../../../endpoints/context';
import { fail, ok } from '../../../endpoints/result';
import { republishCatalog } from '../publish';

/** After a catalogue change: publish it (files first, version.json last) and say which version the site reads next. */
async function publish(ctx: OperatorContext) {
  const result = await republishCatalog(ctx.db, ctx.env, ctx.storage, { now: ctx.now });
  return { version: result.version, published: result.published };
}

/** operator/category-save: a category of one currency — names per language, image, priority, on or off. */
export const categorySave: Handler<'operator/category-save'> = async (input, ctx) => {
  const where = and(eq(categorySettings.currency, input.currency), eq(categorySettings.type, input.type));
  const [before] = await ctx.db.select().from(categorySettings).where(where).limit(1);
  if (!before) return fail('category_not_found');
  const change = { memberDisplay: input.names, img: input.img, priority: input.priority, enabled: input.enabled };
  await ctx.db.update(categorySettings).set(change).where(where);
  ctx.audit({ target: `category ${input.currency}/${input.type}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};

/** operator/game-save: a game's lobby flags, devices, priority and whether it is listed at all. */
export const gameSave: Handler<'operator/game-save'> = async ({ gameId, ...change }, ctx) => {
  const [before] = await ctx.db.select().from(games).where(eq(games.gameId, gameId)).limit(1);
  if (!before) return fail('game_not_found');
  await ctx.db.update(games).set(change).where(eq(games.gameId, gameId));
  ctx.audit({ target: `game ${gameId}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};

/** operator/provider-save: a provider's lobby priority and whether its games are offered. */
export const providerSave: Handler<'operator/provider-save'> = async ({ providerId, ...change }, ctx) => {
  const [before] = await ctx.db.select().from(providers).where(eq(providers.providerId, providerId)).limit(1);
  if (!before) return fail('provider_not_found');
  await ctx.db.update(providers).set(change).where(eq(providers.providerId, providerId));
  ctx.audit({ target: `provider ${providerId}`, before, after: { ...before, ...change } });
  return ok(await publish(ctx));
};

/**
 * operator/maintenance-set: closes a game or a provider (until a time, or until reopened) or opens
 * it again. Launches are refused at once (the platform reads the table); the lobby's badge follows
 * the published maintenance file.
 */
export const maintenanceSet: Handler<'operator/maintenance-set'> = async ({ kind, id, closed, until }, ctx) => {
  const end = until ? new Date(until) : null;
  if (end && end <= ctx.now) return fail('maintenance_until_past');
  const table = kind === 'game' ? games : providers;
  const idColumn = kind === 'game' ? games.gameId : providers.providerId;
  const [exists] = await ctx.db.select({ id: idColumn }).from(table).where(eq(idColumn, id)).limit(1);
  if (!exists) return fail(`${kind}_not_found`);
  const where = and(eq(maintenance.kind, kind), eq(maintenance.id, id));
  const [before] = await ctx.db.select().from(maintenance).where(where).limit(1);
  if (closed) {
    await ctx.db
      .insert(maintenance)
      .values({ kind, id, until: end })
      .onConflictDoUpdate({ target: [maintenance.kind, maintenance.id], set: { until: end } });
  } else {
    await ctx.db.delete(maintenance).where(where);
  }
  ctx.audit({
    target: `${kind} ${id}`,
    before: before ? { closed: true, until: before.until?.toISOString() ?? null } : { closed: false },
    after: closed ? { closed: true, until: end?.toISOString() ?? null } : { closed: false },
  });
  return ok(await publish(ctx));
};
