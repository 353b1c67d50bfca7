import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { operatorHelpTopicSaveInput } from '@/lib/contracts/communication';
import { LANGUAGE_CODES, type LanguageCode } from '@/lib/contracts/languages';
import { sanitizeContent } from '../../modules/common';
import { seedHelpTopics } from './index';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, out: string[] = []): string[] {
  for (const value of Object.values(tree)) {
    if (typeof value === 'string') out.push(value);
    else leaves(value, out);
  }
  return out;
}

const messages = (language: LanguageCode): Tree => JSON.parse(readFileSync(path.resolve('messages', `${language}.json`), 'utf8')) as Tree;

/** Words the bonus topic defines (the promotion's key terms) rather than names of something on screen. */
const GLOSSARY: Record<LanguageCode, string[]> = {
  en: ['Wagering', 'Contribution', 'Maximum bet', 'Maximum conversion', 'Expiry', 'Minimum deposit'],
  zh: ['流水倍数', '计算比例', '单笔最高投注', '最高转换金额', '有效期', '最低存款'],
  ms: ['Pertaruhan', 'Sumbangan', 'Pertaruhan maksimum', 'Penukaran maksimum', 'Tamat tempoh', 'Deposit minimum'],
  th: ['การทำยอด', 'อัตราการนับยอด', 'เดิมพันสูงสุด', 'ยอดแปลงสูงสุด', 'วันหมดอายุ', 'ยอดฝากขั้นต่ำ'],
  vi: ['Doanh số cược', 'Tỷ lệ tính', 'Cược tối đa', 'Mức chuyển đổi tối đa', 'Thời hạn', 'Nạp tối thiểu'],
  id: ['Syarat taruhan', 'Kontribusi', 'Taruhan maksimum', 'Konversi maksimum', 'Masa berlaku', 'Deposit minimum'],
};

/** Names that are the same in every language (brands, formats, codes). */
const LATIN_NAMES = [
  'Lucky Star',
  'Google Authenticator',
  'Microsoft Authenticator',
  'Authy',
  'PIN',
  'VIP',
  'SMS',
  'QR',
  'JPG',
  'PNG',
  'WebP',
  'PDF',
  'MB',
  'CSV',
  'Cookie',
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const strongs = (html: string) => [...html.matchAll(/<strong>(.*?)<\/strong>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

describe('the seeded help topics', () => {
  it('cover the member’s questions, and keep the addresses the footer links to', () => {
    expect(seedHelpTopics.map((t) => t.slug)).toEqual([
      'general',
      'account',
      'deposit',
      'withdrawal',
      'bonuses',
      'vip-rewards',
      'security',
      'responsible',
      'terms',
      'privacy',
    ]);
  });

  it('are what an operator could save: every language, within the bounds, and unchanged by the sanitiser', () => {
    for (const topic of seedHelpTopics) {
      expect(Object.keys(topic.title).sort(), topic.slug).toEqual([...LANGUAGE_CODES].sort());
      expect(Object.keys(topic.content).sort(), topic.slug).toEqual([...LANGUAGE_CODES].sort());
      expect(() => operatorHelpTopicSaveInput.parse(topic), topic.slug).not.toThrow();
      for (const language of LANGUAGE_CODES) {
        const html = topic.content[language]!;
        // Only the tags a save keeps, written as the sanitiser writes them: a re-save changes nothing.
        expect(sanitizeContent(html), `${topic.slug} ${language}`).toBe(html);
      }
    }
  });

  it('read as sections with headings and lists, the same shape in every language', () => {
    const shape = (html: string) => (html.match(/<(h3|ul|ol|li|p)>/g) ?? []).join('');
    for (const topic of seedHelpTopics) {
      const english = topic.content.en!;
      expect((english.match(/<h3>/g) ?? []).length, topic.slug).toBeGreaterThanOrEqual(3);
      expect(english, topic.slug).toMatch(/<(ul|ol)>/);
      for (const language of LANGUAGE_CODES) {
        expect(shape(topic.content[language]!), `${topic.slug} ${language}`).toBe(shape(english));
      }
    }
  });

  it('name buttons and pages by the words each language’s site shows', () => {
    for (const language of LANGUAGE_CODES) {
      const known = new Set([...leaves(messages(language)), ...seedHelpTopics.map((t) => t.title[language]!), ...GLOSSARY[language]]);
      const unknown = seedHelpTopics.flatMap((t) =>
        strongs(t.content[language]!)
          .filter((name) => !known.has(name))
          .map((name) => `${t.slug}: ${name}`),
      );
      expect(unknown, language).toEqual([]);
    }
  });

  it('leave no English in the other languages', () => {
    const english = new Set(
      seedHelpTopics.flatMap((t) =>
        text(t.content.en!)
          .split(/[.:;,()?→]/)
          .map((s) => s.trim())
          .filter((s) => s.split(' ').length >= 3),
      ),
    );
    for (const language of LANGUAGE_CODES.filter((l) => l !== 'en')) {
      for (const topic of seedHelpTopics) {
        const local = text(`${topic.title[language]} ${topic.content[language]}`);
        expect(
          [...english].filter((s) => local.includes(s)),
          `${topic.slug} ${language}`,
        ).toEqual([]);
        if (language === 'zh' || language === 'th') {
          let rest = local;
          for (const name of LATIN_NAMES) rest = rest.split(name).join(' ');
          expect(rest.match(/[A-Za-z]{2,}/g) ?? [], `${topic.slug} ${language}`).toEqual([]);
        }
      }
    }
  });
});
