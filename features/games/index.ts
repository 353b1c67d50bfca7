export { useLaunchGame, isUnderMaintenance } from './use-launch-game';
export { useFavourites, useToggleFavourite, useRecentlyPlayed, useMaintenance } from './api';
export { decideLaunch, launchHref, playHref, parsePlayParam, type PlayTarget } from './launch-decision';
