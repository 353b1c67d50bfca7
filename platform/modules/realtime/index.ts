/** Realtime for handlers: the channel auth and client config endpoints, and the pushes that follow settled wagers. */
export { realtimeAuth, realtimeClientConfig, realtimeConfig } from './handlers';
export { wagerPushes } from './wager-pushes';
