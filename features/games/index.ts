export { useLaunchGame, isUnderMaintenance } from './use-launch-game';
export { decideLaunch, launchHref, playHref, parsePlayParam, type PlayTarget } from './launch-decision';
