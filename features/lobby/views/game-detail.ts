/** The game page's view (one per file: see ./lobby-view.ts). */
export { GameDetail } from '../components/game-detail';
