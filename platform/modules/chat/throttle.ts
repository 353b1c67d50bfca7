import type { MemberContext } from '../../endpoints/context';
import { tooManyRequests, type Fail } from '../../endpoints/result';
import { takeToken, type Bucket } from '../throttle';

/**
 * How fast a member may write to live chat. Each message is stored, pushed to the support desk
 * and shown to agents, so a script must not flood them (40 parallel 2,000-character messages were
 * all taken). Both buckets are taken before the message is written; refused, the member gets a
 * 429 `too_many_requests`, which the site shows as its "too many requests" toast, and may send
 * again a second later.
 */

/** A member's messages in all their chats, new chats included: a burst of five, then one a second. */
export const CHAT_MEMBER_BUCKET: Bucket = { burst: 5, intervalMs: 1_000 };
/** One chat's messages from its member (every tab and device): twenty, then one every three seconds. */
export const CHAT_ROOM_BUCKET: Bucket = { burst: 20, intervalMs: 3_000 };

/** Null when the member may send one more message now. */
export async function memberMessageRefusal(ctx: MemberContext): Promise<Fail | null> {
  const taken = await takeToken(ctx.db, { scope: 'chat-member', key: String(ctx.member.id) }, CHAT_MEMBER_BUCKET, ctx.now);
  return taken ? null : tooManyRequests();
}

/** Null when this chat may take one more of its member's messages now (call once the chat is known to be theirs). */
export async function chatMessageRefusal(ctx: MemberContext, chatId: number): Promise<Fail | null> {
  const taken = await takeToken(ctx.db, { scope: 'chat-room', key: String(chatId) }, CHAT_ROOM_BUCKET, ctx.now);
  return taken ? null : tooManyRequests();
}
