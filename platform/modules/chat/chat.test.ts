import { CHAT_PAGE_SIZE } from '@/lib/contracts/chat';
import { SUPPORT_DESK_CHANNEL, memberChannel } from '@/lib/contracts/realtime';
import { markCredentialUsed } from '../uploads';
import { PNG_BYTES, manualClock, operatorCall, registerMember, testPlatform, type TestPlatform } from '../../test-support';
import type { OutgoingEvent } from '../../realtime/publisher';

/** Live chat end to end on the platform: ownership, paging, missed messages, read marks, roles, pushes, close. */
const clock = manualClock(new Date('2026-11-26T08:00:00Z'));
let platform: TestPlatform;
let sent: OutgoingEvent[] = [];
beforeAll(async () => {
  platform = await testPlatform({ clock: clock.now });
  platform.realtime.useSender(async (events) => void sent.push(...events));
});
afterAll(() => platform.close());
beforeEach(() => {
  sent = [];
});

const PASSWORD = 'Console#Pass2026';
let n = 0;
async function staffSession(role: string): Promise<{ csid: string; username: string }> {
  const username = `${role}${Date.now() % 100000}${++n}`;
  const created = await operatorCall(platform, 'staff/create', { username, password: PASSWORD, role });
  expect(created.body.status, created.body.msg).toBe(true);
  const login = await platform.call('staff/login', { username, password: PASSWORD });
  expect(login.body.status, login.body.msg).toBe(true);
  return { csid: login.response.cookies.find((c) => c.name === 'csid')!.value, username };
}
const asStaff = <T = unknown>(csid: string, name: string, body?: unknown) =>
  platform.call<T>(name, body ?? {}, { headers: { cookie: `csid=${csid}` } });
const asMember = <T = unknown>(sid: string, name: string, body?: unknown) => platform.call<T>(name, body ?? {}, { sid });

type Message = { id: number; senderType: string; message: string; type: string; attachmentUrl: string | null };
type Started = { chatID: number; messageId: number; offline: boolean };

async function firstTopic(sid: string): Promise<number> {
  const topics = await asMember<{ id: number; code: string }[]>(sid, 'chat/topic');
  expect(topics.body.output!.length).toBeGreaterThan(0);
  return topics.body.output![0]!.id;
}

async function startChat(sid: string, message = 'Hello, my deposit is late') {
  const res = await asMember<Started>(sid, 'chat/start', { topic: await firstTopic(sid), message });
  expect(res.body.status, res.body.msg).toBe(true);
  return res.body.output!;
}

describe('starting a chat', () => {
  it('needs a known topic and a non-empty message, and allows one open chat at a time', async () => {
    const { sid } = await registerMember(platform);
    const topic = await firstTopic(sid);
    const blank = await asMember(sid, 'chat/start', { topic, message: '  \n ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.body.msg).toContain('error_required');
    expect((await asMember(sid, 'chat/start', { message: 'hi' })).statusCode).toBe(400);
    expect((await asMember(sid, 'chat/start', { topic: 999, message: 'hi' })).body.msg).toBe('chat_topic_unknown');

    const started = await startChat(sid);
    expect(started.chatID).toBeGreaterThan(0);
    const again = await asMember(sid, 'chat/start', { topic, message: 'again' });
    expect(again.statusCode).toBe(409);
    expect(again.body.msg).toBe('chat_already_open');
    const current = await asMember<{ chat: { chatId: number; status: string } }>(sid, 'chat/current');
    expect(current.body.output!.chat).toMatchObject({ chatId: started.chatID, status: 'open' });
  });

  it('is an offline message with nobody at the desk, and a live chat once an agent has the queue open', async () => {
    const first = await registerMember(platform);
    clock.advance(10 * 60_000);
    const offline = await startChat(first.sid);
    expect(offline.offline).toBe(true);
    // The support desk hears of it on its own channel.
    await platform.realtime.flush();
    expect(sent).toContainEqual(expect.objectContaining({ channel: SUPPORT_DESK_CHANNEL, name: 'chat-queue' }));

    const agent = await staffSession('support');
    const queue = await asStaff<{ items: { chatId: number; offline: boolean }[]; agentsOnline: number }>(agent.csid, 'operator/chat-queue');
    expect(queue.body.output!.agentsOnline).toBeGreaterThanOrEqual(1);
    expect(queue.body.output!.items).toContainEqual(expect.objectContaining({ chatId: offline.chatID, offline: true }));

    const second = await registerMember(platform);
    expect((await startChat(second.sid)).offline).toBe(false);
    // A minute later without the agent asking again, they count as gone (60 s is the boundary).
    clock.advance(60_001);
    const third = await registerMember(platform);
    expect((await startChat(third.sid)).offline).toBe(true);
  });
});

describe('a member’s own chat only', () => {
  it('answers another member’s chat exactly like one that does not exist', async () => {
    const owner = await registerMember(platform);
    const other = await registerMember(platform);
    const { chatID } = await startChat(owner.sid);
    for (const [name, body] of [
      ['chat/messages', { chatId: chatID, id: 0 }],
      ['chat/missed', { chatId: chatID, after: 0 }],
      ['chat/send', { chatId: chatID, message: 'mine now' }],
      ['chat/seen', { chatId: chatID, id: 1 }],
      ['chat/close', { chatId: chatID }],
    ] as const) {
      const res = await asMember(other.sid, name, body);
      expect(res.statusCode, name).toBe(404);
      expect(res.body).toMatchObject({ status: false, msg: 'chat_not_found' });
    }
    expect((await asMember(other.sid, 'chat/messages', { chatId: 987654, id: 0 })).body.msg).toBe('chat_not_found');
    // Still open, and the owner still reads it.
    expect((await asMember<{ data: Message[] }>(owner.sid, 'chat/messages', { chatId: chatID, id: 0 })).body.output!.data).toHaveLength(1);
  });

  it('refuses an attachment from another member’s folder', async () => {
    const owner = await registerMember(platform);
    const topic = await firstTopic(owner.sid);
    const res = await asMember(owner.sid, 'chat/start', {
      topic,
      message: 'look',
      attachment: `chat/${owner.profile.id + 1}/2026/11/x-a.png`,
    });
    expect(res.body.msg).toBe('error_attachment');
  });
});

describe('paging, missed messages and read marks', () => {
  it('pages older than an id until an empty page, and fetches what was missed after an id', async () => {
    const { sid } = await registerMember(platform);
    const { chatID, messageId: first } = await startChat(sid, 'message 0');
    const ids = [first];
    for (let i = 1; i < CHAT_PAGE_SIZE + 5; i += 1) {
      // At the pace the throttle allows a member (one a second).
      clock.advance(3_000);
      const res = await asMember<{ messageId: number }>(sid, 'chat/send', { chatId: chatID, topic: 1, message: `message ${i}` });
      ids.push(res.body.output!.messageId);
    }
    const newest = await asMember<{ data: Message[] }>(sid, 'chat/messages', { chatId: chatID, id: 0 });
    expect(newest.body.output!.data.map((m) => m.id)).toEqual(ids.slice(-CHAT_PAGE_SIZE));
    const older = await asMember<{ data: Message[] }>(sid, 'chat/messages', { chatId: chatID, id: newest.body.output!.data[0]!.id });
    expect(older.body.output!.data.map((m) => m.message)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']);
    const none = await asMember<{ data: Message[] }>(sid, 'chat/messages', { chatId: chatID, id: first });
    expect(none.body.output!.data).toEqual([]);

    const missed = await asMember<{ data: Message[] }>(sid, 'chat/missed', { chatId: chatID, after: ids[ids.length - 3]! });
    expect(missed.body.output!.data.map((m) => m.id)).toEqual(ids.slice(-2));
    expect((await asMember<{ data: Message[] }>(sid, 'chat/missed', { chatId: chatID, after: ids.at(-1)! })).body.output!.data).toEqual([]);
  });

  it('counts unread agent messages from the server’s read mark, and refuses empty text', async () => {
    const { sid } = await registerMember(platform);
    const agent = await staffSession('support');
    const { chatID } = await startChat(sid);
    expect((await asMember(sid, 'chat/send', { chatId: chatID, message: ' \n ' })).statusCode).toBe(400);
    const a = await asStaff<{ messageId: number }>(agent.csid, 'operator/chat-send', { chatId: chatID, message: 'Hi, looking now' });
    const b = await asStaff<{ messageId: number }>(agent.csid, 'operator/chat-send', { chatId: chatID, message: 'Found it' });
    expect(a.body.status && b.body.status).toBe(true);
    await platform.realtime.flush();
    expect(sent).toContainEqual({
      channel: memberChannel((await asMember<{ id: number }>(sid, 'member/profile')).body.output!.id),
      name: 'chat-message',
      data: JSON.stringify({ chatId: chatID, messageId: b.body.output!.messageId }),
    });
    const current = () => asMember<{ unread: number; chat: { agent: string } }>(sid, 'chat/current');
    expect((await current()).body.output).toMatchObject({ unread: 2, chat: { agent: agent.username } });
    await asMember(sid, 'chat/seen', { chatId: chatID, id: a.body.output!.messageId });
    expect((await current()).body.output!.unread).toBe(1);
    await asMember(sid, 'chat/seen', { chatId: chatID, id: b.body.output!.messageId });
    // The mark never moves back.
    await asMember(sid, 'chat/seen', { chatId: chatID, id: 1 });
    expect((await current()).body.output!.unread).toBe(0);
  });
});

describe('the message throttle', () => {
  const tooMany = { status: false, msg: 'too_many_requests' };

  it('lets a parallel burst of 2,000-character messages through five at a time, then one a second', async () => {
    const { sid } = await registerMember(platform);
    clock.advance(60_000);
    const { chatID } = await startChat(sid);
    clock.advance(60_000);
    const long = 'x'.repeat(2_000);
    const burst = await Promise.all(Array.from({ length: 40 }, () => asMember(sid, 'chat/send', { chatId: chatID, message: long })));
    expect(burst.filter((r) => r.statusCode === 200 && r.body.status)).toHaveLength(5);
    const refused = burst.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(35);
    for (const r of refused) expect(r.body).toMatchObject(tooMany);
    const older = await asMember<{ data: Message[] }>(sid, 'chat/messages', { chatId: chatID, id: 0 });
    expect(older.body.output!.data.filter((m) => m.message === long)).toHaveLength(5);

    // A refused attempt costs nothing: one second on, exactly one more goes through.
    clock.advance(1_000);
    const next = await Promise.all([1, 2, 3].map(() => asMember(sid, 'chat/send', { chatId: chatID, message: 'again' })));
    expect(next.map((r) => r.statusCode).sort()).toEqual([200, 429, 429]);
  });

  it('counts a member’s new chats with their messages, so closing and starting again gains nothing', async () => {
    const { sid } = await registerMember(platform);
    clock.advance(60_000);
    const topic = await firstTopic(sid);
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const started = await asMember<Started>(sid, 'chat/start', { topic, message: `chat ${i}` });
      answers.push(started.statusCode);
      if (started.body.status) await asMember(sid, 'chat/close', { chatId: started.body.output!.chatID });
    }
    expect(answers).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it('holds one chat to twenty quick messages, then one every three seconds, at any pace the member keeps', async () => {
    const { sid } = await registerMember(platform);
    clock.advance(60_000);
    const { chatID } = await startChat(sid);
    const passed: number[] = [];
    for (let second = 1; second <= 60; second += 1) {
      clock.advance(1_000);
      const res = await asMember(sid, 'chat/send', { chatId: chatID, message: `m${second}` });
      if (res.statusCode === 200) passed.push(second);
      else expect(res.body).toMatchObject(tooMany);
    }
    // Twenty, plus one for every three seconds gone by: at one a second the bucket is empty after
    // 29, then every third second passes.
    expect(passed.slice(0, 29)).toEqual(Array.from({ length: 29 }, (_, i) => i + 1));
    const later = passed.slice(29);
    expect(later).toHaveLength(10);
    for (let i = 1; i < later.length; i += 1) expect(later[i]! - later[i - 1]!).toBe(3);
  });
});

describe('the support desk', () => {
  it('lets owners and support in, and no other role', async () => {
    const finance = await staffSession('readonly');
    const res = await asStaff(finance.csid, 'operator/chat-queue');
    expect(res.statusCode).toBe(403);
    const content = await staffSession('content');
    expect((await asStaff(content.csid, 'operator/chat-send', { chatId: 1, message: 'x' })).statusCode).toBe(403);
    // A member's session is no console session.
    const { sid } = await registerMember(platform);
    expect((await asMember(sid, 'operator/chat-queue')).statusCode).toBe(401);
  });

  it('claims (audited), answers with an image, shows the member beside the chat, and closes with a push', async () => {
    const member = await registerMember(platform);
    const { chatID } = await startChat(member.sid, 'I need help');
    const agent = await staffSession('support');
    const other = await staffSession('support');

    expect((await asStaff(agent.csid, 'operator/chat-claim', { chatId: chatID })).body.status).toBe(true);
    const taken = await asStaff(other.csid, 'operator/chat-claim', { chatId: chatID });
    expect(taken.body.msg).toBe('chat_claimed_by_other');

    const token = await asStaff<{ field: { AccessKeyId: string }; body: { bucket: string; key: string } }>(
      agent.csid,
      'operator/chat-upload-token',
      {
        chatId: chatID,
        filename: 'screen.png',
        filetype: 'image/png',
      },
    );
    expect(token.body.output!.body.key).toMatch(new RegExp(`^chat/${member.profile.id}/`));
    await platform.storage.putObject(token.body.output!.body.bucket, token.body.output!.body.key, PNG_BYTES, 'image/png');
    await markCredentialUsed(platform.db, token.body.output!.field.AccessKeyId);
    const withImage = await asStaff(agent.csid, 'operator/chat-send', {
      chatId: chatID,
      message: '',
      attachment: token.body.output!.body.key,
    });
    expect(withImage.body.status, withImage.body.msg).toBe(true);

    const room = await asStaff<{ member: { username: string; balance: string }; messages: Message[]; transactions: unknown[] }>(
      agent.csid,
      'operator/chat-room',
      {
        chatId: chatID,
      },
    );
    expect(room.body.output!.member).toMatchObject({ username: member.username, balance: '0.00' });
    const image = room.body.output!.messages.at(-1)!;
    expect(image.attachmentUrl).toMatch(/^\/s3\/_private\/chat\//);
    // The member reads the same image through a signed link of their own.
    const seen = await asMember<{ data: Message[] }>(member.sid, 'chat/missed', { chatId: chatID, after: 0 });
    expect(seen.body.output!.data.at(-1)!.attachmentUrl).toMatch(/signature=/);

    sent = [];
    expect((await asStaff(agent.csid, 'operator/chat-close', { chatId: chatID })).body.status).toBe(true);
    await platform.realtime.flush();
    expect(sent).toContainEqual({
      channel: memberChannel(member.profile.id),
      name: 'close-chat-room',
      data: JSON.stringify({ chatId: chatID }),
    });
    expect((await asMember(member.sid, 'chat/send', { chatId: chatID, message: 'still there?' })).body.msg).toBe('chat_closed');
    const last = await asMember<{ data: Message[] }>(member.sid, 'chat/messages', { chatId: chatID, id: 0 });
    expect(last.body.output!.data.at(-1)!.type).toBe('close');
    expect((await asMember<{ chat: null }>(member.sid, 'chat/current')).body.output!.chat).toBeNull();
    // A new chat may start now.
    expect((await startChat(member.sid)).chatID).not.toBe(chatID);

    const log = await operatorCall<{ items: { action: string; actor: string; target: string; outcome: string }[] }>(
      platform,
      'staff/audit-log',
      {},
    );
    const actions = log.body.output!.items.filter((i) => i.target === `chat:${chatID}`).map((i) => `${i.action} ${i.actor} ${i.outcome}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `operator/chat-claim ${agent.username} ok`,
        `operator/chat-claim ${other.username} refused`,
        `operator/chat-close ${agent.username} ok`,
      ]),
    );
  });

  it('lets a member close their own chat, and the desk sees it closed', async () => {
    const member = await registerMember(platform);
    const { chatID } = await startChat(member.sid);
    expect((await asMember(member.sid, 'chat/close', { chatId: chatID })).body.status).toBe(true);
    const agent = await staffSession('support');
    const closed = await asStaff<{ items: { chatId: number }[] }>(agent.csid, 'operator/chat-queue', { status: 'closed' });
    expect(closed.body.output!.items.map((i) => i.chatId)).toContain(chatID);
  });

  it('signs the support desk’s channel for a console session and refuses a member’s channel', async () => {
    const agent = await staffSession('support');
    const ok = await asStaff<{ auth: string }>(agent.csid, 'operator/realtime-auth', {
      socketId: '1.2',
      channelName: SUPPORT_DESK_CHANNEL,
    });
    expect(ok.body.output!.auth).toMatch(/:[0-9a-f]{64}$/);
    const refused = await asStaff(agent.csid, 'operator/realtime-auth', { socketId: '1.2', channelName: memberChannel(1) });
    expect(refused.statusCode).toBe(403);
    const { sid } = await registerMember(platform);
    expect((await asMember(sid, 'realtime/auth', { socketId: '1.2', channelName: SUPPORT_DESK_CHANNEL })).statusCode).toBe(403);
  });

  it('keeps the widget’s site title as an operator setting served with general/config', async () => {
    const content = await staffSession('content');
    const saved = await asStaff(content.csid, 'operator/chat-settings-save', { liveChatSiteTitle: 'Lucky Star Casino' });
    expect(saved.body.status, saved.body.msg).toBe(true);
    const config = await platform.call<{ liveChatSiteTitle: string }>('general/config');
    expect(config.body.output!.liveChatSiteTitle).toBe('Lucky Star Casino');
    const support = await staffSession('support');
    expect((await asStaff(support.csid, 'operator/chat-settings-save', { liveChatSiteTitle: 'x' })).statusCode).toBe(403);
  });
});
