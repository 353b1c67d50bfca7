import { launchRefusal, type LaunchFacts } from './launch-rules';

const playable: LaunchFacts = {
  game: { providerId: 'p', redirect: 0 },
  provider: { providerId: 'p' },
  availableInCurrency: true,
  underMaintenance: false,
};

describe('launchRefusal', () => {
  it('lets a playable game launch', () => {
    expect(launchRefusal(playable)).toBeNull();
  });

  it.each<[string, Partial<LaunchFacts>, string]>([
    ['no game', { game: null }, 'game_not_found'],
    ['no provider', { provider: null }, 'game_not_found'],
    ['another provider', { provider: { providerId: 'q' } }, 'game_not_found'],
    ['not in the currency', { availableInCurrency: false }, 'game_not_found'],
    ['a redirect game', { game: { providerId: 'p', redirect: 1 } }, 'game_redirect'],
    ['maintenance', { underMaintenance: true }, 'game_under_maintenance'],
    [
      'a redirect game under maintenance: the kind of game is reported first',
      { game: { providerId: 'p', redirect: 1 }, underMaintenance: true },
      'game_redirect',
    ],
  ])('refuses %s', (_what, facts, msg) => {
    expect(launchRefusal({ ...playable, ...facts })).toBe(msg);
  });
});
