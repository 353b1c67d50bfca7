/**
 * Whether a member may launch a game, as one pure decision over facts gathered from the catalogue.
 * Order matters only for which reason is reported first: existence, then the kind of game, then
 * maintenance.
 */
export type LaunchFacts = {
  game: { providerId: string; redirect: 0 | 1 } | null;
  provider: { providerId: string } | null;
  /** enabled for the member's currency (provider currencies, category enabled there) */
  availableInCurrency: boolean;
  underMaintenance: boolean;
};

export type LaunchRefusal = 'game_not_found' | 'game_redirect' | 'game_under_maintenance';

export function launchRefusal(facts: LaunchFacts): LaunchRefusal | null {
  if (!facts.game || !facts.provider || facts.game.providerId !== facts.provider.providerId) return 'game_not_found';
  if (!facts.availableInCurrency) return 'game_not_found';
  // A redirect "game" is a door to the provider's lobby: the site links there, nothing to launch.
  if (facts.game.redirect === 1) return 'game_redirect';
  if (facts.underMaintenance) return 'game_under_maintenance';
  return null;
}
