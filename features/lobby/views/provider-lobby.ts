/** The provider lobby's page view (one per file: see ./lobby-view.ts). */
export { ProviderLobby } from '../components/provider-lobby';
