import 'server-only';
import { cache } from 'react';
import { gamesPageSize } from '@/lib/device';
import { getDevice } from '@/lib/site-data';
import type { GameDevice } from './filter-games';
import { gameDeviceOf } from './game-device';

/**
 * The server has no viewport: the request's device (lib/device.ts) picks the games and a typical
 * width's page size for the first page; the client corrects both from the real window once it runs.
 */
export const requestDevice = cache(async (): Promise<{ device: GameDevice; pageSize: number }> => {
  const device = gameDeviceOf(await getDevice());
  return { device, pageSize: gamesPageSize(device === 'mobile' ? 390 : 1366) };
});
