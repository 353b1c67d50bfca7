import { gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { chatAgents } from '../../db/schema-chat';

/**
 * Who is online at the support desk: the console's chat page asks for the queue every few seconds
 * (and on every push), and each ask marks its agent seen. An agent seen within this window is
 * online; with none, a member's new chat is an offline message that waits in the queue.
 * In the database, so it holds across platform processes.
 */
export const AGENT_ONLINE_SECONDS = 60;

export async function markAgentSeen(db: Database, staffId: number, now: Date): Promise<void> {
  await db
    .insert(chatAgents)
    .values({ staffId, seenAt: now })
    .onConflictDoUpdate({ target: chatAgents.staffId, set: { seenAt: now } });
}

export async function agentsOnline(db: Database, now: Date): Promise<number> {
  const since = new Date(now.getTime() - AGENT_ONLINE_SECONDS * 1000);
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatAgents)
    .where(gte(chatAgents.seenAt, since));
  return row?.n ?? 0;
}
