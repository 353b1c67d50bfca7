/** "05:04:03" until an instant; done once it has passed (the page then reloads the new day). */
export function timeLeft(ms: number): { text: string; done: boolean } {
  if (ms <= 0) return { text: '00:00:00', done: true };
  const seconds = Math.floor(ms / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return { text: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`, done: false };
}
