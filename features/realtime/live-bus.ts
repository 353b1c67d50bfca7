/**
 * The page's one realtime connection, shared: MemberRealtime owns the socket and reports here what
 * it hears — each event of the member's channel, each reconnect, the connection's state — so a
 * feature (chat) listens without opening a second socket. Listeners get a function that removes them.
 */
type EventListener = (event: string, payload: unknown) => void;
type SignalListener = () => void;
type StateListener = (online: boolean) => void;

const eventListeners = new Set<EventListener>();
const reconnectListeners = new Set<SignalListener>();
const stateListeners = new Set<StateListener>();
let online = true;

export const liveBus = {
  onEvent(listener: EventListener) {
    eventListeners.add(listener);
    return () => void eventListeners.delete(listener);
  },
  onReconnect(listener: SignalListener) {
    reconnectListeners.add(listener);
    return () => void reconnectListeners.delete(listener);
  },
  /** Called at once with the current state, then on every change. */
  onOnline(listener: StateListener) {
    stateListeners.add(listener);
    listener(online);
    return () => void stateListeners.delete(listener);
  },
  emitEvent(event: string, payload: unknown) {
    for (const listener of eventListeners) listener(event, payload);
  },
  emitReconnect() {
    for (const listener of reconnectListeners) listener();
  },
  /** pusher-js states: connected is online; connecting (the first time), initialized count as online too. */
  emitState(state: string) {
    const next = state === 'connected' || state === 'connecting' || state === 'initialized';
    if (next === online) return;
    online = next;
    for (const listener of stateListeners) listener(online);
  },
};
