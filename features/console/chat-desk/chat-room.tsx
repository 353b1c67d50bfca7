'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import type { ChatMessage } from '@/lib/contracts/chat';
import { uploadFile } from '@/lib/upload';
import { consoleCall, useConsoleApi } from '../console-api';
import { reasonText } from '../reasons';
import styles from '../console.module.css';

const time = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

/**
 * One conversation for an agent: the messages (earlier pages on demand), claim, answer (Enter
 * sends, Shift+Enter a new line), attach an image, close; the member's profile and recent money
 * moves beside it. The desk mounts one per chat (key = chatId), so nothing carries over between chats.
 */
export function ChatRoom({ chatId, staffId }: { chatId: number; staffId: number }) {
  const api = useConsoleApi();
  const queryClient = useQueryClient();
  const room = useQuery({
    queryKey: ['console', 'chat', 'room', chatId],
    queryFn: () => consoleCall(api, 'operator/chat-room', { chatId }),
  });
  const [older, setOlder] = useState<ChatMessage[]>([]);
  const [noMore, setNoMore] = useState(false);
  const [text, setText] = useState('');
  const [notice, setNotice] = useState('');
  const list = useRef<HTMLOListElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const refetch = () => void queryClient.invalidateQueries({ queryKey: ['console', 'chat'] });

  const latest = room.data?.messages ?? [];
  const lastId = latest.at(-1)?.id ?? 0;
  useEffect(() => {
    if (lastId === 0) return;
    list.current?.scrollTo({ top: list.current.scrollHeight });
    consoleCall(api, 'operator/chat-seen', { chatId, id: lastId }).then(refetch, () => {});
    // refetch is stable enough: it only invalidates
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, chatId, lastId]);

  const claim = useMutation({ mutationFn: () => consoleCall(api, 'operator/chat-claim', { chatId }), onSuccess: refetch });
  const close = useMutation({ mutationFn: () => consoleCall(api, 'operator/chat-close', { chatId }), onSuccess: refetch });
  const send = useMutation({
    mutationFn: (payload: { message: string; attachment?: string }) => consoleCall(api, 'operator/chat-send', { chatId, ...payload }),
    onSuccess: () => {
      setText('');
      refetch();
    },
  });
  const loadOlder = useMutation({
    mutationFn: () => consoleCall(api, 'operator/chat-messages', { chatId, id: (older[0] ?? latest[0])?.id ?? 0 }),
    onSuccess: (page) => (page.data.length === 0 ? setNoMore(true) : setOlder((now) => [...page.data, ...now])),
  });

  const attach = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setNotice('Uploading image…');
    const result = await uploadFile(
      file,
      { folder: 'chat', bucket: 1 },
      {
        requestToken: (input) =>
          api.call('operator/chat-upload-token', {
            chatId,
            filename: input.filename,
            filetype: input.filetype as 'image/png' | 'image/jpeg',
          }),
      },
    );
    setNotice(result.status ? '' : `Upload failed: ${reasonText(result.msg)}`);
    if (result.status && result.output) send.mutate({ message: '', attachment: result.output.key });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (text.trim()) send.mutate({ message: text.trim() });
    else setText('');
  };

  if (room.isPending) return <p className={styles.muted}>Loading the conversation…</p>;
  if (room.isError)
    return (
      <p className={styles.error} role="alert">
        {reasonText(room.error.message)}
      </p>
    );
  const { chat, member, transactions } = room.data;
  const messages = [...older, ...latest.filter((m) => !older.some((o) => o.id === m.id))];
  const open = chat.status === 'open';
  const mine = chat.agentId === staffId;
  const failure = claim.error ?? close.error ?? send.error ?? loadOlder.error;

  return (
    <div className={styles.chatRoom}>
      <section className={styles.chatConversation} aria-label={`Chat with ${member.username}`}>
        <header className={styles.chatRoomHeader}>
          <div>
            <h2 className={styles.subtitle}>
              {member.username} · {chat.topic}
            </h2>
            <p className={styles.muted}>
              {open ? (chat.agent ? `Claimed by ${chat.agent}` : 'Waiting in the queue') : 'Closed'}
              {chat.offline ? ' · left while no agent was online' : ''}
            </p>
          </div>
          <div className={styles.actions}>
            {open && !mine ? <Button label="Claim" size="small" onClick={() => claim.mutate()} loading={claim.isPending} /> : null}
            {open ? (
              <Button
                label="Close chat"
                size="small"
                severity="danger"
                outlined
                onClick={() => window.confirm(`Close the chat with ${member.username}?`) && close.mutate()}
                loading={close.isPending}
              />
            ) : null}
          </div>
        </header>
        {failure ? (
          <p className={styles.error} role="alert">
            {reasonText(failure.message)}
          </p>
        ) : null}
        <ol ref={list} className={styles.chatMessages} aria-label="Messages">
          <li className={styles.chatSystem}>
            {noMore ? (
              'Start of the conversation'
            ) : (
              <Button label="Load earlier messages" size="small" text onClick={() => loadOlder.mutate()} loading={loadOlder.isPending} />
            )}
          </li>
          {messages.map((m) =>
            m.type === 'close' ? (
              <li key={m.id} className={styles.chatSystem}>
                Closed by {m.sender} · {time.format(new Date(m.sendAt))}
              </li>
            ) : (
              <li key={m.id} className={m.senderType === 'member' ? styles.chatFromMember : styles.chatFromAgent}>
                <span className={styles.chatSender}>
                  {m.sender} · {time.format(new Date(m.sendAt))}
                </span>
                {m.message ? <span className={styles.chatText}>{m.message}</span> : null}
                {m.attachmentUrl ? (
                  <a href={m.attachmentUrl} target="_blank" rel="noreferrer">
                    {/* eslint-disable-next-line @next/next/no-img-element */}
                    <img src={m.attachmentUrl} alt="Attached image" className={styles.chatImage} />
                  </a>
                ) : null}
              </li>
            ),
          )}
        </ol>
        {open ? (
          <form
            className={styles.chatComposer}
            aria-label="Answer"
            onSubmit={(event) => {
              event.preventDefault();
              if (text.trim()) send.mutate({ message: text.trim() });
            }}
          >
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg"
              hidden
              aria-label="Attach an image"
              onChange={(event) => void attach(event)}
            />
            <Button
              type="button"
              icon="pi pi-paperclip"
              label="Image"
              outlined
              onClick={() => fileInput.current?.click()}
              aria-label="Attach an image"
            />
            <textarea
              aria-label="Answer"
              rows={2}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={onKeyDown}
              maxLength={2000}
            />
            <Button type="submit" label="Send" disabled={!text.trim()} loading={send.isPending} />
          </form>
        ) : null}
        {notice ? <p className={styles.muted}>{notice}</p> : null}
      </section>
      <aside className={styles.chatMember} aria-label="Member">
        <h2 className={styles.subtitle}>Member</h2>
        <dl className={styles.chatFacts}>
          <dt>Username</dt>
          <dd>{member.username}</dd>
          <dt>Member id</dt>
          <dd>{member.id}</dd>
          <dt>Country</dt>
          <dd>{member.country}</dd>
          <dt>Balance</dt>
          <dd>
            {member.currency} {member.balance}
          </dd>
          <dt>Joined</dt>
          <dd>{time.format(new Date(member.createdAt))}</dd>
        </dl>
        <h3 className={styles.subtitle}>Recent transactions</h3>
        {transactions.length === 0 ? (
          <p className={styles.muted}>No money moves yet.</p>
        ) : (
          <table className={styles.chatTransactions} aria-label="Recent transactions">
            <tbody>
              {transactions.map((tx, i) => (
                <tr key={`${tx.at}-${i}`}>
                  <td>{time.format(new Date(tx.at))}</td>
                  <td>{tx.kind}</td>
                  <td className={styles.amount}>{tx.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </aside>
    </div>
  );
}
