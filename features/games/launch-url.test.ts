import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/api/client';
import { obtainLaunchUrl } from './launch-url';

function fakeApi(answers: Record<string, unknown[]>) {
  const calls: string[] = [];
  const api: ApiClient = {
    call: vi.fn(async (name: string) => {
      calls.push(name);
      return (answers[name]?.shift() ?? null) as never;
    }),
  };
  return { api, calls };
}
const target = { gameId: 'g1', providerId: 'p1', name: 'G' };
const play = (url: string, isTransferType: boolean, reGetGameUrl: boolean) => ({
  status: true,
  msg: '',
  output: { url, isTransferType, reGetGameUrl },
});

describe('obtainLaunchUrl', () => {
  it('uses the first URL of a seamless game', async () => {
    const { api, calls } = fakeApi({ 'game/play': [play('u1', false, false)] });
    expect(await obtainLaunchUrl(api, target)).toEqual({ ok: true, url: 'u1', isTransferType: false });
    expect(calls).toEqual(['game/play']);
  });

  it('transfers first, then asks again when reGetGameUrl is set', async () => {
    const { api, calls } = fakeApi({
      'game/play': [play('u1', true, true), play('u2', true, false)],
      'game/play-transfer': [{ status: true, msg: '' }],
    });
    expect(await obtainLaunchUrl(api, target)).toEqual({ ok: true, url: 'u2', isTransferType: true });
    expect(calls).toEqual(['game/play', 'game/play-transfer', 'game/play']);
  });

  it('keeps the first URL when no refetch is asked for, and reports failures', async () => {
    const { api } = fakeApi({ 'game/play': [play('u1', true, false)], 'game/play-transfer': [{ status: true, msg: '' }] });
    expect(await obtainLaunchUrl(api, target)).toEqual({ ok: true, url: 'u1', isTransferType: true });
    const failing = fakeApi({ 'game/play': [{ status: false, msg: 'game_under_maintenance' }] });
    expect(await obtainLaunchUrl(failing.api, target)).toEqual({ ok: false, msg: 'game_under_maintenance' });
  });
});
