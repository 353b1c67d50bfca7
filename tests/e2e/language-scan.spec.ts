import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  demoMemberFor,
  loginViaApi,
  MEMBER_DIALOGS,
  MEMBER_PAGES,
  openDialog,
  openPage,
  VISITOR_DIALOGS,
  VISITOR_PAGES,
} from './page-tour';

type Tree = { [key: string]: string | Tree };

const messages = (language: string): Tree => JSON.parse(readFileSync(path.resolve('messages', `${language}.json`), 'utf8')) as Tree;
const en = messages('en');

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/**
 * English texts that may legitimately show on another language's page, with the reason. Texts a
 * language file deliberately keeps identical to English (brand names, codes) are skipped anyway.
 */
const ALLOWED: Record<string, string> = {
  'Lucky Star Casino': 'the operator’s brand name (site config), the same in every language',
};

const SEGMENTS = { zh: 'zh-my', ms: 'ms-my', th: 'th-th', vi: 'vi-vn', id: 'id-id' } as const;

/**
 * The English texts that must not appear on a page in `language`: every en.json text the language
 * file translates differently (or leaves out), placeholders removed, long enough to be a sentence
 * or a label rather than a fragment ("OK").
 */
function forbiddenTexts(language: keyof typeof SEGMENTS): string[] {
  const english = leaves(en);
  const local = leaves(messages(language));
  const texts = new Set<string>();
  for (const [key, text] of english) {
    if (local.get(key) === text) continue;
    // Only the literal parts: "{n}" and ICU plurals are filled in at render time.
    for (const part of text.split(/\{[^}]*\}|<[^>]*>/)) {
      const literal = part.trim().replace(/[.:,·]+$/, '');
      if (literal.length >= 4 && /[A-Za-z]{3}/.test(literal) && !(literal in ALLOWED)) texts.add(literal);
    }
  }
  return [...texts];
}

/** What a member sees or hears: the page's visible lines plus accessible names, placeholders and alt texts. */
async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const lines = document.body.innerText.split('\n');
    for (const el of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], img[alt], [title]')) {
      if (!el.checkVisibility?.()) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = el.getAttribute(name);
        if (value) lines.push(value);
      }
    }
    return lines.map((l) => l.trim()).filter(Boolean);
  });
}

function untranslated(lines: string[], forbidden: string[]): string[] {
  const found = new Set<string>();
  for (const line of lines) {
    for (const text of forbidden) {
      // A whole line, or (for a phrase long enough not to collide with names) part of one.
      if (line === text || (text.length >= 12 && text.includes(' ') && line.includes(text))) found.add(text);
    }
  }
  return [...found];
}

/**
 * A message the page's client had no namespace for shows as its key ("wallet.deposit_title"):
 * pages carry only some namespaces in their HTML (lib/client-messages.ts) and fetch the rest.
 */
const MESSAGE_KEYS = [...leaves(en).keys()];
function shownKeys(lines: string[]): string[] {
  return MESSAGE_KEYS.filter((key) => lines.some((line) => line.includes(key)));
}

test.setTimeout(240_000);

for (const [language, segment] of Object.entries(SEGMENTS) as [keyof typeof SEGMENTS, string][]) {
  test(`no English left on ${segment} pages and dialogs, as a visitor and as a member`, async ({ page }) => {
    const forbidden = forbiddenTexts(language);
    const problems: string[] = [];
    const scan = async (where: string) => {
      const lines = await shownTexts(page);
      for (const text of untranslated(lines, forbidden)) problems.push(`${where}: "${text}"`);
      for (const key of shownKeys(lines)) problems.push(`${where}: the key "${key}"`);
    };
    for (const path of VISITOR_PAGES) {
      await openPage(page, `/${segment}${path === '/' ? '' : path}`);
      await scan(`visitor ${path}`);
    }
    for (const action of VISITOR_DIALOGS) {
      await openDialog(page, segment, action);
      await scan(`visitor ?action=${action}`);
    }
    const member = demoMemberFor(segment);
    if (member) {
      await loginViaApi(page, member);
      for (const path of ['/', ...MEMBER_PAGES]) {
        await openPage(page, `/${segment}${path === '/' ? '' : path}`);
        await scan(`member ${path}`);
      }
      for (const action of MEMBER_DIALOGS) {
        await openDialog(page, segment, action);
        await scan(`member ?action=${action}`);
      }
    }
    expect(problems).toEqual([]);
  });
}
