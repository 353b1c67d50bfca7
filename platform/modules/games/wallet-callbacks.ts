import type { WalletCallbackRouter } from '../../endpoints/provider-callbacks';
import type { CallContext, WagerOutcome, Wagers } from '../wagers';
import type { GameProviders, WalletCall } from './provider';

/** The mapping every adapter shares: a decoded callback is exactly one wagers operation. */
export function runWalletCall(wagers: Wagers, decoded: WalletCall, at: CallContext): Promise<WagerOutcome> {
  switch (decoded.action) {
    case 'balance':
      return wagers.balance(decoded.call);
    case 'bet':
      return wagers.bet(decoded.call, at);
    case 'win':
      return wagers.win(decoded.call, at);
    case 'rollback':
      return wagers.rollback(decoded.call, at);
  }
}

/** Answers POST /provider/{id}/wallet/{action}: the adapter decodes, wagers decides, the adapter encodes. */
export function walletCallbackRouter(providers: GameProviders, wagers: Wagers, clock: () => Date): WalletCallbackRouter {
  return {
    async answer(integration, action, callback) {
      const provider = providers.byId(integration);
      if (!provider) return null;
      const decoded = await provider.wallet.decode(action, callback);
      if ('refuse' in decoded) return decoded.refuse;
      const outcome = await runWalletCall(wagers, decoded, { integration: provider.id, now: clock() });
      return provider.wallet.encode(decoded, outcome);
    },
  };
}
