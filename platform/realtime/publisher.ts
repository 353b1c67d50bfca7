import type { MemberPublisher } from '../endpoints/context';
import { SUPPORT_DESK_CHANNEL, memberChannel, type MemberEventName } from '@/lib/contracts/realtime';

/** One event as the HTTP API's batch carries it. */
export type OutgoingEvent = { channel: string; name: string; data: string };
export type EventSender = (events: OutgoingEvent[]) => Promise<void>;

/** Pusher's batch limit: at most this many events per request (the default for a sender). */
const PUSHER_BATCH = 10;
/**
 * Events that only say "refetch": of several for one channel waiting in the queue, the last one is
 * enough. A busy member's bets and wins then cost one push per flush, not one per callback.
 */
const COALESCED: ReadonlySet<MemberEventName> = new Set(['balance-changed']);

export type PublisherOptions = {
  /** How long events gather before a flush (ms): fewer, fuller batches under load. 0: next turn. */
  gatherMs?: number;
  log: { warn(obj: unknown, msg?: string): void };
};

/**
 * publishToMember queues; a flush `gatherMs` later sends what gathered, in batches of ten, through
 * the sender (the `pusher` SDK; in-process before the platform listens). A failure is logged and
 * dropped: pushes are hints, and every client refetches on reconnect.
 */
export function createMemberPublisher(initial: EventSender, options: PublisherOptions) {
  const gatherMs = options.gatherMs ?? 10;
  let sender = initial;
  let batch = PUSHER_BATCH;
  let queue = new Map<string, OutgoingEvent>();
  let sequence = 0;
  let scheduled: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (queue.size > 0) {
      const events = [...queue.values()];
      queue = new Map();
      for (let i = 0; i < events.length; i += batch) {
        try {
          await sender(events.slice(i, i + batch));
        } catch (error) {
          options.log.warn({ err: error }, 'realtime publish failed');
        }
      }
    }
  }

  const wait = () => new Promise<void>((resolve) => (gatherMs > 0 ? setTimeout(resolve, gatherMs) : setImmediate(resolve)));

  function enqueue(channel: string, event: string, payload: unknown) {
    const key = COALESCED.has(event as MemberEventName) ? `${channel}\n${event}` : String((sequence += 1));
    // A coalesced event moves to the end: the newest payload, in the order it was published.
    queue.delete(key);
    queue.set(key, { channel, name: event, data: JSON.stringify(payload) });
    scheduled ??= wait()
      .then(flush)
      .finally(() => {
        scheduled = null;
      });
  }

  const publisher: MemberPublisher & {
    /** Resolves when everything queued so far is sent (tests, shutdown). */
    flush(): Promise<void>;
    /**
     * Sends through `next` from now on, at most `maxBatch` events at a time (Pusher's ten by default;
     * the embedded server in this process takes a whole flush: one delivery and one NOTIFY).
     */
    useSender(next: EventSender, maxBatch?: number): void;
  } = {
    publishToMember(memberId, event, payload) {
      enqueue(memberChannel(memberId), event, payload);
    },
    publishToStaff(event, payload) {
      enqueue(SUPPORT_DESK_CHANNEL, event, payload);
    },
    flush: async () => {
      while (scheduled) await scheduled;
    },
    useSender(next, maxBatch = PUSHER_BATCH) {
      sender = next;
      batch = maxBatch;
    },
  };
  return publisher;
}

export type QueuedPublisher = ReturnType<typeof createMemberPublisher>;
