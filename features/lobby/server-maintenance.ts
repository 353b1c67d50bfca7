import 'server-only';
import { cache } from 'react';
import type { Maintenance } from '@/lib/contracts/catalog';
import { getServerApi } from '@/lib/site-data';

/**
 * Games and providers under maintenance for a currency, read as the page renders: a visitor's rows
 * show their badges and refuse those games without React Query in the browser (a member's rows
 * also keep them fresh through it, GameQueries). None when the platform does not answer.
 */
export const getMaintenance = cache(async (currency: string): Promise<Maintenance> => {
  const answer = await (await getServerApi()).call('game/maintenance', { currency });
  return answer?.status && answer.output ? answer.output : { games: [], providers: [] };
});
