import { randomUUID } from 'node:crypto';
import type { RealtimeEvent } from './events-api';

/** The database's LISTEN/NOTIFY, as the fan-out needs it (platform/db/connection.ts provides it). */
export type NotifyChannel = {
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
};

export type FanOut = {
  /** Tells the other processes; this process delivers its own events itself. */
  send(events: RealtimeEvent[]): Promise<void>;
  close(): Promise<void>;
};

export const FANOUT_CHANNEL = 'realtime_events';
/** PostgreSQL refuses NOTIFY payloads from 8000 bytes; larger messages go in numbered base64 parts. */
const MAX_PAYLOAD_BYTES = 7900;
const PART_BYTES = 5000;
/** Parts of a message that never completes are forgotten after this long. */
const PART_TTL_MS = 10_000;

/** One NOTIFY: the whole text, or (parts > 1) one base64 slice of its UTF-8 bytes. */
type Message = { origin: string; id: string; part: number; parts: number; text: string };

/**
 * Several platform processes on one PostgreSQL: each LISTENs on one channel and delivers what the
 * others NOTIFY to its own sockets (its own messages come back too, and are skipped by origin).
 */
export async function startFanOut(channel: NotifyChannel, deliver: (events: RealtimeEvent[]) => void): Promise<FanOut> {
  const origin = randomUUID();
  const pending = new Map<string, { parts: string[]; received: number; startedAt: number }>();

  const stop = await channel.listen(FANOUT_CHANNEL, (payload) => {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.origin === origin) return;
    const text = assemble(message);
    if (text === null) return;
    try {
      deliver(JSON.parse(text) as RealtimeEvent[]);
    } catch {
      // A malformed message from a foreign writer is dropped, never fatal.
    }
  });

  function assemble(message: Message): string | null {
    if (message.parts === 1) return message.text;
    const key = `${message.origin}:${message.id}`;
    const now = Date.now();
    for (const [k, entry] of pending) if (now - entry.startedAt > PART_TTL_MS) pending.delete(k);
    const entry = pending.get(key) ?? { parts: new Array<string>(message.parts).fill(''), received: 0, startedAt: now };
    pending.set(key, entry);
    if (entry.parts[message.part] === '') entry.received += 1;
    entry.parts[message.part] = message.text;
    if (entry.received < message.parts) return null;
    pending.delete(key);
    return Buffer.concat(entry.parts.map((part) => Buffer.from(part, 'base64'))).toString('utf8');
  }

  return {
    async send(events) {
      const text = JSON.stringify(events);
      const id = randomUUID();
      const whole = JSON.stringify({ origin, id, part: 0, parts: 1, text } satisfies Message);
      if (Buffer.byteLength(whole, 'utf8') <= MAX_PAYLOAD_BYTES) return channel.notify(FANOUT_CHANNEL, whole);
      const bytes = Buffer.from(text, 'utf8');
      const parts = Math.ceil(bytes.length / PART_BYTES);
      for (let part = 0; part < parts; part += 1) {
        const slice = bytes.subarray(part * PART_BYTES, (part + 1) * PART_BYTES).toString('base64');
        await channel.notify(FANOUT_CHANNEL, JSON.stringify({ origin, id, part, parts, text: slice } satisfies Message));
      }
    },
    close: stop,
  };
}
