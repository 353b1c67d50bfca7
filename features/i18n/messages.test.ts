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

/** The index of the `}` that closes the `{` at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The arguments a text takes: `{name}`, `{days, plural, …}` → name, days, and those inside the
 * branches of a plural or select (whose keys and `{branch text}` are no arguments).
 */
function argumentsOf(text: string, into = new Set<string>()): string[] {
  for (let i = text.indexOf('{'); i !== -1; i = text.indexOf('{', i)) {
    const end = closing(text, i);
    const inner = text.slice(i + 1, end);
    const [name = '', kind = ''] = inner.split(',', 2).map((part) => part.trim());
    into.add(name);
    if (/^(plural|select|selectordinal)$/.test(kind)) {
      const branches = inner.slice(inner.indexOf(',', inner.indexOf(',') + 1) + 1);
      for (let b = branches.indexOf('{'); b !== -1; b = branches.indexOf('{', closing(branches, b))) {
        argumentsOf(branches.slice(b + 1, closing(branches, b)), into);
      }
    }
    i = end + 1;
  }
  return [...into].sort();
}

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

  it('carries no English gloss in parentheses ("Jeda (cool-off)")', () => {
    const glossed = [...texts].filter(([key, text]) =>
      [...text.replace(/\{[^{}]*\}/g, '').matchAll(/[(（]([^)）]*[A-Za-z][^)）]*)[)）]/g)].some(([, inner = '']) =>
        (english.get(key) ?? '').toLowerCase().includes(inner.trim().toLowerCase()),
      ),
    );
    expect(glossed).toEqual([]);
  });

  it('translates the promotions (no English sentence left)', () => {
    const same = [...texts].filter(([key, text]) => key.startsWith('promotions.') && text === english.get(key) && /\s\w+\s/.test(text));
    expect(same).toEqual([]);
  });
});

describe.each(Object.entries({ en, ...others }))('the terms in %s', (_, messages) => {
  it('send members to their own limits and breaks on the account, by those screens’ names', () => {
    const texts = flatten(messages);
    const point = texts.get('tnc.point_responsible') ?? '';
    expect(point).toContain(texts.get('limits.title'));
    expect(point).toContain(texts.get('safety.title'));
  });
});
