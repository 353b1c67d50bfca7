/** Live updates for the logged-in member over the realtime service (docs/realtime.md). */
export { MemberRealtime } from './member-realtime';
export { liveBus } from './live-bus';
export { connectSupportDesk, type RealtimeConnection } from './connect';
