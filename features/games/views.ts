/** The game page's view, apart from index.ts so the lobby and home (which use the index) do not load it. */
export { PlayView } from './components/play-view';
export { PlayBalances } from './components/play-balances';
