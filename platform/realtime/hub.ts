import type { WebSocket } from 'ws';

/** One open connection as the hub sees it. */
export type Connection = {
  readonly socketId: string;
  readonly ws: WebSocket;
  readonly channels: Set<string>;
  /** Last time anything arrived (a frame, a protocol ping or pong), ms. */
  lastSeen: number;
  /** When the server's pusher:ping went out unanswered, ms; null when none is pending. */
  pingSentAt: number | null;
};

/**
 * Who is subscribed to what, in this process. Delivering builds the frame once and writes the
 * same string to every subscriber; the event's publisher (`socket_id`) is left out, as Pusher does.
 */
export class ChannelHub {
  private readonly members = new Map<string, Set<Connection>>();

  subscribe(connection: Connection, channel: string): void {
    let set = this.members.get(channel);
    if (!set) {
      set = new Set();
      this.members.set(channel, set);
    }
    set.add(connection);
    connection.channels.add(channel);
  }

  unsubscribe(connection: Connection, channel: string): void {
    const set = this.members.get(channel);
    connection.channels.delete(channel);
    if (!set) return;
    set.delete(connection);
    if (set.size === 0) this.members.delete(channel);
  }

  drop(connection: Connection): void {
    for (const channel of [...connection.channels]) this.unsubscribe(connection, channel);
  }

  /** Sends `text` (a built frame) to the channel's subscribers; returns how many got it. */
  deliver(channel: string, text: (channel: string) => string, exceptSocketId?: string): number {
    const set = this.members.get(channel);
    if (!set) return 0;
    const message = text(channel);
    let sent = 0;
    for (const connection of set) {
      if (connection.socketId === exceptSocketId || connection.ws.readyState !== connection.ws.OPEN) continue;
      connection.ws.send(message);
      sent += 1;
    }
    return sent;
  }

  subscriberCount(channel: string): number {
    return this.members.get(channel)?.size ?? 0;
  }
}
