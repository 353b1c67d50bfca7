'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useApi } from '@/components/providers/api-provider';
import { useMemberId } from '@/components/providers/store-provider';
import { liveBus } from '@/features/realtime';
import type { ChatMessage } from '@/lib/contracts/chat';
import type { MemberEvents } from '@/lib/contracts/realtime';
import { chatCall, chatCurrentKey, chatCurrentQueryOptions } from './api';
import { lastId, mergeMessages } from './rules';

/**
 * The member's chat as state: the open chat (from the server, so a reload resumes it), its
 * messages (the newest page, older pages on demand, missed ones after the last id), and the
 * actions. Live events only say "look": after every reconnect, on returning to the tab and on
 * `online` it fetches what it missed, so a lost push is late, never lost.
 */
export function useChat(panelOpen: boolean) {
  const api = useApi();
  const memberId = useMemberId();
  const queryClient = useQueryClient();
  const current = useQuery(chatCurrentQueryOptions(api, memberId));
  const chat = current.data?.chat ?? null;
  const chatId = chat?.chatId ?? null;

  // Messages belong to one chat: another (or no) chat starts from nothing, without an effect to reset them.
  const [loaded, setLoaded] = useState<{ chatId: number | null; messages: ChatMessage[]; hasOlder: boolean }>({
    chatId: null,
    messages: [],
    hasOlder: true,
  });
  const messages = useMemo(() => (loaded.chatId === chatId ? loaded.messages : []), [loaded, chatId]);
  const hasOlder = loaded.chatId === chatId ? loaded.hasOlder : true;
  const add = useCallback(
    (incoming: ChatMessage[], older?: boolean) =>
      setLoaded((now) => {
        const base = now.chatId === chatId ? now : { chatId, messages: [], hasOlder: true };
        return {
          chatId,
          messages: mergeMessages(base.messages, incoming),
          hasOlder: older && incoming.length === 0 ? false : base.hasOlder,
        };
      }),
    [chatId],
  );
  const clear = useCallback(() => setLoaded({ chatId: null, messages: [], hasOlder: true }), []);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [closedByAgent, setClosedByAgent] = useState(false);
  const [online, setOnline] = useState(true);
  const messagesRef = useRef(messages);
  const openRef = useRef(panelOpen);
  useLayoutEffect(() => {
    messagesRef.current = messages;
    openRef.current = panelOpen;
  });

  const refreshCurrent = useCallback(() => queryClient.invalidateQueries({ queryKey: chatCurrentKey(memberId) }), [queryClient, memberId]);

  const markSeen = useCallback(
    (id: number) => {
      if (chatId === null || id === 0) return;
      chatCall(api, 'chat/seen', { chatId, id }).then(refreshCurrent, () => {});
    },
    [api, chatId, refreshCurrent],
  );

  /** Everything after the last message the widget has (the newest page when it has none yet). */
  const fetchMissed = useCallback(async () => {
    if (chatId === null) return;
    try {
      const after = lastId(messagesRef.current);
      const page =
        after === 0 ? await chatCall(api, 'chat/messages', { chatId, id: 0 }) : await chatCall(api, 'chat/missed', { chatId, after });
      add(page.data);
      setError(null);
      if (openRef.current && page.data.length) markSeen(page.data[page.data.length - 1]!.id);
      else void refreshCurrent();
    } catch (e) {
      setError((e as Error).message);
    }
  }, [api, chatId, markSeen, refreshCurrent, add]);

  // Opening the panel (or a new chat while it is open) loads what arrived while it was closed and marks it seen.
  useEffect(() => {
    if (panelOpen && chatId !== null) void fetchMissed();
  }, [panelOpen, chatId, fetchMissed]);

  useEffect(() => {
    const offEvent = liveBus.onEvent((event, payload) => {
      if (event === 'chat-message') {
        if ((payload as MemberEvents['chat-message']).chatId === chatId) void fetchMissed();
        else void refreshCurrent();
      } else if (event === 'close-chat-room') {
        setClosedByAgent(true);
        clear();
        void refreshCurrent();
      }
    });
    const catchUp = () => {
      void refreshCurrent();
      void fetchMissed();
    };
    const onVisible = () => document.visibilityState === 'visible' && catchUp();
    const offReconnect = liveBus.onReconnect(catchUp);
    const offOnline = liveBus.onOnline((socketOnline) => setOnline(socketOnline && navigator.onLine));
    const goOnline = () => (setOnline(true), catchUp());
    const goOffline = () => setOnline(false);
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', goOnline);
    window.addEventListener('offline', goOffline);
    return () => {
      offEvent();
      offReconnect();
      offOnline();
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', goOnline);
      window.removeEventListener('offline', goOffline);
    };
  }, [chatId, fetchMissed, refreshCurrent, clear]);

  const loadOlder = useCallback(async () => {
    if (chatId === null || !hasOlder || loadingOlder || messagesRef.current.length === 0) return;
    setLoadingOlder(true);
    try {
      const page = await chatCall(api, 'chat/messages', { chatId, id: messagesRef.current[0]!.id });
      add(page.data, true);
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setLoadingOlder(false);
    }
  }, [api, chatId, hasOlder, loadingOlder, add]);

  const start = useCallback(
    async (topic: number, message: string, attachment?: string) => {
      const started = await chatCall(api, 'chat/start', { topic, message, ...(attachment ? { attachment } : {}) });
      setClosedByAgent(false);
      await refreshCurrent();
      return started;
    },
    [api, refreshCurrent],
  );

  const send = useCallback(
    async (message: string, attachment?: string) => {
      if (chatId === null) return;
      await chatCall(api, 'chat/send', { chatId, topic: chat?.topicId, message, ...(attachment ? { attachment } : {}) });
      await fetchMissed();
    },
    [api, chatId, chat?.topicId, fetchMissed],
  );

  /** Ends the chat and forgets it: topic, message and ids are cleared. */
  const close = useCallback(async () => {
    if (chatId !== null) await chatCall(api, 'chat/close', { chatId });
    clear();
    await refreshCurrent();
  }, [api, chatId, refreshCurrent, clear]);

  return {
    loading: current.isPending,
    loadError: current.isError ? current.error.message : null,
    retry: () => void current.refetch(),
    chat,
    unread: current.data?.unread ?? 0,
    agentsOnline: current.data?.agentsOnline ?? true,
    messages,
    hasOlder,
    loadingOlder,
    loadOlder,
    error,
    online,
    closedByAgent,
    dismissClosed: () => setClosedByAgent(false),
    start,
    send,
    close,
  };
}

export type ChatState = ReturnType<typeof useChat>;
