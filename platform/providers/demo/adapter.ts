import type { GameProvider } from '../../modules/games';
import { demoLaunch, demoPlayMoneyLaunch, type DemoLaunchOptions } from './launch';
import { DEMO_PROVIDER_ID } from './protocol/wallet-messages';
import { demoWalletProtocol } from './wallet-callbacks/seamless-wallet';

/** The demo provider as the platform registers it: the game server behind every catalogue provider. */
export function demoGameProvider(options: DemoLaunchOptions): GameProvider {
  return {
    id: DEMO_PROVIDER_ID,
    // The seeded catalogue's providers are all played on the demo game server.
    serves: () => true,
    launch: async (request) => demoLaunch(options, request),
    // Every demo game can be played for play money: the game server keeps that balance itself.
    launchDemo: async (request) => demoPlayMoneyLaunch(options, request),
    wallet: demoWalletProtocol(options.secret),
  };
}
