'use client';

import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '@/lib/contracts/chat';
import type { EndpointOutput } from '@/lib/contracts/endpoints';
import { uploadFile } from '@/lib/upload';
import { useConsoleApi } from '../console-api';
import { ConfirmButton } from '../components/confirm-button';
import { Outcome } from '../components/page-frame';
import { reasonText } from '../reasons';
import styles from '../console.module.css';
import {
  chatKey,
  chatRoomQueryOptions,
  chatUploadToken,
  claimChat,
  closeChat,
  markChatSeen,
  olderChatMessages,
  sendChatMessage,
} from './api';
import { ChatComposer } from './chat-composer';
import { ChatMemberCard } from './chat-member-card';
import { ChatMessages } from './chat-messages';

/**
 * One conversation for an agent: the messages (earlier pages on demand), claim, answer, attach an
 * image, close (after a yes); the member's profile and recent money moves beside it. The desk
 * mounts one per chat (key = chatId), so nothing carries over between chats.
 */
export function ChatRoom({ chatId, staffId }: { chatId: number; staffId: number }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const room = useQuery(chatRoomQueryOptions(api, chatId));
  const [notice, setNotice] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: chatKey });

  const latest = room.data?.messages ?? [];
  const lastId = latest.at(-1)?.id ?? 0;
  useEffect(() => {
    if (lastId === 0) return;
    list.current?.scrollTo({ top: list.current.scrollHeight });
    markChatSeen(api, chatId, lastId).then(refetch, () => {});
    // refetch is stable enough: it only invalidates
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, chatId, lastId]);

  const claim = useMutation({ mutationFn: () => claimChat(api, chatId), onSuccess: refetch });
  const close = useMutation({ mutationFn: () => closeChat(api, chatId), onSuccess: refetch });
  const send = useMutation({
    mutationFn: ({ payload }: { payload: { message: string; attachment?: string }; sent?: () => void }) =>
      sendChatMessage(api, chatId, payload),
    onSuccess: (_out, { sent }) => (sent?.(), refetch()),
  });
  const { older, noMore, loadOlder } = useOlderMessages(chatId, latest);

  const attach = async (file: File) => {
    setNotice('Uploading image…');
    const result = await uploadFile(file, { folder: 'chat', bucket: 1 }, { requestToken: (input) => chatUploadToken(api, chatId, input) });
    setNotice(result.status ? '' : `Upload failed: ${reasonText(result.msg)}`);
    if (result.status && result.output) send.mutate({ payload: { message: '', attachment: result.output.key } });
  };

  if (room.isPending) return <p className={styles.muted}>Loading the conversation…</p>;
  if (room.isError) return <Outcome error={room.error} done={null} />;
  const { chat, member, transactions } = room.data;
  const messages = [...older, ...latest.filter((m) => !older.some((o) => o.id === m.id))];
  const open = chat.status === 'open';

  return (
    <div className={styles.chatRoom}>
      <section className={styles.chatConversation} aria-label={`Chat with ${member.username}`}>
        <ChatRoomHeader chat={chat} member={member.username} mayClaim={open && chat.agentId !== staffId} claim={claim} close={close} />
        <Outcome error={claim.error ?? close.error ?? send.error ?? loadOlder.error} done={null} />
        <ChatMessages
          ref={list}
          messages={messages}
          noMore={noMore}
          loadingOlder={loadOlder.isPending}
          onLoadOlder={() => loadOlder.mutate()}
        />
        {open ? (
          <ChatComposer
            sending={send.isPending}
            onSend={(message, sent) => send.mutate({ payload: { message }, sent })}
            onAttach={(file) => void attach(file)}
          />
        ) : null}
        {notice ? <p className={styles.muted}>{notice}</p> : null}
      </section>
      <ChatMemberCard member={member} transactions={transactions} />
    </div>
  );
}

/** Earlier pages of the conversation, fetched on demand before the oldest one shown; `noMore` once the first message is in. */
function useOlderMessages(chatId: number, latest: ChatMessage[]) {
  const api = useConsoleApi();
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [noMore, setNoMore] = useState(false);
  const loadOlder = useMutation({
    mutationFn: () => olderChatMessages(api, chatId, (older[0] ?? latest[0])?.id ?? 0),
    onSuccess: (page) => (page.data.length === 0 ? setNoMore(true) : setOlder((now) => [...page.data, ...now])),
  });
  return { older, noMore, loadOlder };
}

/** Who and what the chat is about, who has it, and Claim and Close chat while it is open. */
function ChatRoomHeader({
  chat,
  member,
  mayClaim,
  claim,
  close,
}: {
  chat: EndpointOutput<'operator/chat-room'>['chat'];
  member: string;
  mayClaim: boolean;
  claim: UseMutationResult<unknown, Error, void>;
  close: UseMutationResult<unknown, Error, void>;
}) {
  const open = chat.status === 'open';
  return (
    <header className={styles.chatRoomHeader}>
      <div>
        <h2 className={styles.subtitle}>
          {member} · {chat.topic}
        </h2>
        <p className={styles.muted}>
          {open ? (chat.agent ? `Claimed by ${chat.agent}` : 'Waiting in the queue') : 'Closed'}
          {chat.offline ? ' · left while no agent was online' : ''}
        </p>
      </div>
      <div className={styles.actions}>
        {mayClaim ? <Button label="Claim" size="small" onClick={() => claim.mutate()} loading={claim.isPending} /> : null}
        {open ? (
          <ConfirmButton
            label="Close chat"
            size="small"
            severity="danger"
            outlined
            question={`Close the chat with ${member}? They can start a new one.`}
            onConfirm={() => close.mutate()}
            loading={close.isPending}
          />
        ) : null}
      </div>
    </header>
  );
}
