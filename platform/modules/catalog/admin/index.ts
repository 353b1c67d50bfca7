/** The console's catalogue calls: the overview, the games' list, and the saves that republish. */
export { catalogOverview } from './overview';
export { gameList } from './games';
export { categorySave, gameSave, maintenanceSet, providerSave } from './saves';
