import { asc, inArray } from 'drizzle-orm';
import type { ConstantItem } from '@/lib/contracts/common';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { constants } from '../../db/schema';

/** Every requested group appears in the answer, an unknown one as [], so the site can index without checks. */
export const constantList: Handler<'common/constant-list'> = async ({ constants: groups }, { db }) => {
  const rows = await db
    .select()
    .from(constants)
    .where(inArray(constants.group, groups))
    .orderBy(asc(constants.group), asc(constants.sort), asc(constants.value));
  const byGroup: Record<string, ConstantItem[]> = Object.fromEntries(groups.map((g) => [g, []]));
  for (const row of rows) byGroup[row.group]?.push({ label: row.label, value: row.value });
  return ok(byGroup);
};
