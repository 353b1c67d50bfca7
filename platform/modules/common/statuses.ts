import { asc } from 'drizzle-orm';
import type { Handler } from '../../endpoints/handler';
import { ok } from '../../endpoints/result';
import { statuses } from '../../db/schema';

export const statusList: Handler<'common/status-list'> = async (_input, { db }) => {
  const rows = await db.select().from(statuses).orderBy(asc(statuses.id));
  return ok(rows.map(({ id, code, name }) => ({ id, code, name })));
};
