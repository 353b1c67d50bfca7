import 'server-only';
import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { APP_FLAG_KEY, deviceFromUserAgent, gamesPageSize } from '@/lib/device';
import type { GameDevice } from './filter-games';

/**
 * The server has no viewport: the user agent guesses phone or desktop for the first page, and the
 * client corrects both the device and the page size from the real width once it runs.
 */
export const requestDevice = cache(async (): Promise<{ device: GameDevice; pageSize: number }> => {
  const [h, c] = await Promise.all([headers(), cookies()]);
  const phone = c.get(APP_FLAG_KEY)?.value === '1' || deviceFromUserAgent(h.get('user-agent')) === 'mobile';
  return phone ? { device: 'mobile', pageSize: gamesPageSize(390) } : { device: 'desktop', pageSize: gamesPageSize(1366) };
});
