/** A message is a string, or — compiled at build time (next.config.ts) — an array. */
type Messages = { [key: string]: string | unknown[] | Messages };

const isGroup = (value: unknown): value is Messages => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Deep-merges a language's messages over English, so a key missing in one language reads in English. */
export function mergeMessages(fallback: Messages, primary: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = out[key];
    out[key] = isGroup(value) && isGroup(base) ? mergeMessages(base, value) : value;
  }
  return out;
}
