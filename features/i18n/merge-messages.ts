type Messages = { [key: string]: string | Messages };

/** Deep-merges a language's messages over English, so a key missing in one language reads in English. */
export function mergeMessages(fallback: Messages, primary: Messages): Messages {
  const out: Messages = { ...fallback };
  for (const [key, value] of Object.entries(primary)) {
    const base = out[key];
    out[key] = typeof value === 'object' && typeof base === 'object' ? mergeMessages(base, value) : value;
  }
  return out;
}
