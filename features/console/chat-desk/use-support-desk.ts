'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { connectSupportDesk, type RealtimeConnection } from '@/features/realtime';
import type { StaffEvents } from '@/lib/contracts/realtime';
import type { ApiClient } from '@/lib/api/client';
import { chatKey } from './api';

/** A short two-tone chime through Web Audio (no sound file to ship); silent where audio is blocked. */
function chime() {
  try {
    const AudioContextClass = window.AudioContext ?? (window as Window & { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    [880, 1320].forEach((frequency, i) => {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.15, audio.currentTime + i * 0.15);
      gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + i * 0.15 + 0.3);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(audio.currentTime + i * 0.15);
      oscillator.stop(audio.currentTime + i * 0.15 + 0.3);
    });
    window.setTimeout(() => void audio.close(), 1000);
  } catch {
    // no audio: the badge still counts
  }
}

/**
 * The support desk's live channel: every push refetches the queue and the open conversation; a
 * new chat chimes. After a reconnect, on returning to the tab and on `online` it refetches too
 * (the queue also polls, which keeps the agent marked online). Answers whether the socket is up.
 */
export function useSupportDesk(api: ApiClient) {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    let connection: RealtimeConnection | null = null;
    let stopped = false;
    const refetch = () => void queryClient.invalidateQueries({ queryKey: chatKey });
    const onVisible = () => document.visibilityState === 'visible' && refetch();
    connectSupportDesk(api).then(
      (opened) => {
        if (stopped) return opened?.disconnect();
        connection = opened;
        opened?.onEvent((event, payload) => {
          if (event !== 'chat-queue') return;
          if ((payload as StaffEvents['chat-queue']).reason === 'started') chime();
          refetch();
        });
        opened?.onReconnect(refetch);
        opened?.onState((state) => setConnected(state === 'connected'));
      },
      () => setConnected(false),
    );
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', refetch);
    return () => {
      stopped = true;
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', refetch);
      connection?.disconnect();
    };
  }, [api, queryClient]);

  return { connected };
}
