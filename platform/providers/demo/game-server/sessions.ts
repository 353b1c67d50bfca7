import { randomBytes } from 'node:crypto';
import type { GameKind } from './games';

/**
 * Game sessions, in memory. The launch token lives two minutes; a session issued at /play keeps
 * the page working for as long as the member plays. Losing them on restart only means launching
 * the game again from the site.
 */
export type GameSession = {
  id: string;
  memberId: number;
  gameId: string;
  providerId: string;
  currency: string;
  decimals: number;
  gameName: string;
  kind: GameKind;
  lastUsedAt: number;
  /** a play-money session: its balance (minor units) lives here, and no wallet is ever called */
  demoBalance?: bigint;
};

export type SessionStoreOptions = { idleMs?: number; maxSessions?: number; clock: () => Date };

export class SessionStore {
  private readonly sessions = new Map<string, GameSession>();
  private readonly idleMs: number;
  private readonly maxSessions: number;

  constructor(private readonly options: SessionStoreOptions) {
    this.idleMs = options.idleMs ?? 30 * 60_000;
    this.maxSessions = options.maxSessions ?? 10_000;
  }

  create(fields: Omit<GameSession, 'id' | 'lastUsedAt'>): GameSession {
    const session: GameSession = { ...fields, id: randomBytes(32).toString('base64url'), lastUsedAt: this.now() };
    this.sessions.set(session.id, session);
    // Map order is insertion order: the oldest-used sessions go first when memory is capped.
    while (this.sessions.size > this.maxSessions) this.sessions.delete(this.sessions.keys().next().value!);
    return session;
  }

  /** The live session, its idle timer restarted; undefined when unknown or idle too long. */
  use(id: unknown): GameSession | undefined {
    if (typeof id !== 'string') return undefined;
    const session = this.sessions.get(id);
    if (!session) return undefined;
    if (this.now() - session.lastUsedAt > this.idleMs) {
      this.sessions.delete(id);
      return undefined;
    }
    session.lastUsedAt = this.now();
    this.sessions.delete(id);
    this.sessions.set(id, session);
    return session;
  }

  private now(): number {
    return this.options.clock().getTime();
  }
}
