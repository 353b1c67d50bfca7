/**
 * A row of game cards, for other features' pages (home). Not in the index: the lobby's and every
 * category page's server code imports the index, and would load the rail's client code with it.
 */
export { GameRail } from '../components/game-rail';
