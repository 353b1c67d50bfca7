import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import id from '@/messages/id.json';
import ms from '@/messages/ms.json';
import th from '@/messages/th.json';
import vi from '@/messages/vi.json';
import zh from '@/messages/zh.json';

type Messages = { [key: string]: string | Messages };

/** Every text as "namespace.key" → text. */
function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

/** The arguments a text takes: `{name}`, `{days, plural, …}` → name, days. */
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();

const english = flatten(en);
const others = { zh, ms, th, vi, id } as Record<string, Messages>;

describe.each(Object.entries(others))('messages/%s.json', (_, messages) => {
  const texts = flatten(messages);

  it('has every English key and no other', () => {
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('fills the same arguments as English, with no empty text', () => {
    for (const [key, text] of texts) {
      expect(text.trim(), key).not.toBe('');
      expect(argumentsOf(text), key).toEqual(argumentsOf(english.get(key) ?? ''));
    }
  });

  it('translates the promotions (no English sentence left)', () => {
    const same = [...texts].filter(([key, text]) => key.startsWith('promotions.') && text === english.get(key) && /\s\w+\s/.test(text));
    expect(same).toEqual([]);
  });
});
