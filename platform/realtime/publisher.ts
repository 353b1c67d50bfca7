import type { MemberPublisher } from '../modules/realtime/member-events';
import { memberChannel } from '@/lib/contracts/realtime';

/** One event as the HTTP API's batch carries it. */
export type OutgoingEvent = { channel: string; name: string; data: string };
export type EventSender = (events: OutgoingEvent[]) => Promise<void>;

/** Pusher's batch limit: at most this many events per request. */
const BATCH = 10;

/**
 * publishToMember queues; one flush per turn of the event loop sends what gathered, in batches of
 * ten, through the sender (the `pusher` SDK; in-process before the platform listens). A failure is
 * logged and dropped: pushes are hints, and every client refetches on reconnect.
 */
export function createMemberPublisher(initial: EventSender, log: { warn(obj: unknown, msg?: string): void }) {
  let sender = initial;
  let queue: OutgoingEvent[] = [];
  let scheduled: Promise<void> | null = null;

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const events = queue;
      queue = [];
      for (let i = 0; i < events.length; i += BATCH) {
        try {
          await sender(events.slice(i, i + BATCH));
        } catch (error) {
          log.warn({ err: error }, 'realtime publish failed');
        }
      }
    }
  }

  const publisher: MemberPublisher & {
    /** Resolves when everything queued so far is sent (tests, shutdown). */
    flush(): Promise<void>;
    useSender(next: EventSender): void;
  } = {
    publishToMember(memberId, event, payload) {
      queue.push({ channel: memberChannel(memberId), name: event, data: JSON.stringify(payload) });
      scheduled ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
        scheduled = null;
      });
    },
    flush: async () => {
      while (scheduled) await scheduled;
    },
    useSender(next) {
      sender = next;
    },
  };
  return publisher;
}

export type QueuedPublisher = ReturnType<typeof createMemberPublisher>;
