'use client';

import { useEffect, useState } from 'react';

/**
 * The clock for countdowns: null on the server and in the first browser render (so the HTML the
 * server sent hydrates as it is), then the time, refreshed every `everyMs`.
 */
export function useNow(everyMs = 30_000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, everyMs);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [everyMs]);
  return now;
}
