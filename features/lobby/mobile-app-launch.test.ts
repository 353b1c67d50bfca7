import { describe, expect, it } from 'vitest';
import { mobileAppTarget } from './mobile-app-launch';

describe('mobileAppTarget', () => {
  it('is null without pid', () => {
    expect(mobileAppTarget('g1', { game: 'Zeus' })).toBeNull();
    expect(mobileAppTarget('g1', { pid: ' ' })).toBeNull();
  });

  it('takes id over the path id and game as the name', () => {
    expect(mobileAppTarget('path-id', { pid: 'pg', id: 'g9', game: 'Zeus', img: 'x.png' })).toEqual({
      gameId: 'g9',
      providerId: 'pg',
      name: 'Zeus',
    });
    expect(mobileAppTarget('g1', { pid: ['pg', 'pp'] })).toEqual({ gameId: 'g1', providerId: 'pg', name: 'g1' });
  });
});
