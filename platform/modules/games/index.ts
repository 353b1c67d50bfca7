/** Games for members: launching and transfer wallets, favourites and recent games, and the game-provider contract (adapters, wallet callbacks). */
export { favourites, setFavourite } from './favourites';
export { demoGame, gameDetail } from './detail';
export { playGame } from './play';
export { playTransfer } from './play-transfer';
export {
  type DemoLaunchRequest,
  type GameProvider,
  type GameProviders,
  gameProviderRegistry,
  type Launch,
  type LaunchRequest,
  type ProviderRoundStatus,
  type RoundQuestion,
  type RefusedCallback,
  type WalletCall,
  type WalletProtocol,
} from './provider';
export { recentGames } from './recent';
export { runWalletCall, walletCallbackRouter } from './wallet-callbacks';
