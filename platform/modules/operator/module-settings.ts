import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ModuleSettingView } from '@/lib/contracts/console';
import type { Database } from '../../db/connection';
import { members, moduleSettings, type ModuleVisibility } from '../../db/schema';
import type { Handler } from '../../endpoints/handler';
import { fail, ok } from '../../endpoints/result';

type Part = ModuleSettingView['web'];

/** Member ids ↔ usernames for the exception lists (the site's rule keys them by member id). */
async function usernamesById(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: members.id, username: members.username }).from(members).where(inArray(members.id, ids));
  return new Map(rows.map((r) => [r.id, r.username]));
}

function view(part: ModuleVisibility, names: Map<number, string>): Part {
  const ids = part[part.action]?.exclude_user ?? [];
  return { action: part.action, exceptions: ids.map((id) => names.get(id) ?? `#${id}`) };
}

async function listViews(db: Database): Promise<ModuleSettingView[]> {
  const rows = await db.select().from(moduleSettings).orderBy(moduleSettings.sort, moduleSettings.parentName, moduleSettings.name);
  const ids = rows.flatMap((r) => [r.web, r.mobile].flatMap((p) => p[p.action]?.exclude_user ?? []));
  const names = await usernamesById(db, [...new Set(ids)]);
  return rows.map((r) => ({ name: r.name, parent: r.parentName, web: view(r.web, names), mobile: view(r.mobile, names) }));
}

/** operator/module-list: every module and sub-module with its web and mobile rule, exceptions by username. */
export const operatorModuleList: Handler<'operator/module-list'> = async (_input, { db }) => ok(await listViews(db));

/**
 * operator/module-save: one module's web and mobile rule. Exceptions are given by username and stored
 * by member id (what the site's visibility rule reads); an unknown username is refused by name.
 * The site picks the change up with its next config read (SITE_DATA_TTL_MS).
 */
export const operatorModuleSave: Handler<'operator/module-save'> = async ({ name, parent, web, mobile }, ctx) => {
  const [row] = await ctx.db
    .select()
    .from(moduleSettings)
    .where(and(eq(moduleSettings.name, name), eq(moduleSettings.parentName, parent)))
    .limit(1);
  if (!row) return fail('module_not_found');
  const usernames = [...new Set([...web.exceptions, ...mobile.exceptions].map((u) => u.toLowerCase()))];
  const found =
    usernames.length === 0
      ? []
      : await ctx.db
          .select({ id: members.id, key: sql<string>`lower(${members.username})` })
          .from(members)
          .where(inArray(sql`lower(${members.username})`, usernames));
  const idOf = new Map(found.map((m) => [m.key, m.id]));
  const missing = usernames.find((u) => !idOf.has(u));
  if (missing) return fail(`member_not_found: ${missing}`);
  const stored = (part: Part): ModuleVisibility => {
    const ids = part.exceptions.map((u) => idOf.get(u.toLowerCase())!);
    return {
      action: part.action,
      is_show: { exclude_user: part.action === 'is_show' ? ids : [] },
      is_hide: { exclude_user: part.action === 'is_hide' ? ids : [] },
    };
  };
  const before = (await listViews(ctx.db)).find((m) => m.name === name && m.parent === parent);
  await ctx.db
    .update(moduleSettings)
    .set({ web: stored(web), mobile: stored(mobile) })
    .where(and(eq(moduleSettings.name, name), eq(moduleSettings.parentName, parent)));
  const after = (await listViews(ctx.db)).find((m) => m.name === name && m.parent === parent)!;
  ctx.audit({ target: `module ${parent ? `${parent}/` : ''}${name}`, before, after });
  return ok(after);
};
