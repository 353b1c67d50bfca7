/** Live updates for the logged-in member over the realtime service (docs/realtime.md). */
export { MemberRealtimeLoader } from './member-realtime-loader';
export { liveBus } from './live-bus';
export { connectSupportDesk, type RealtimeConnection } from './connect';
