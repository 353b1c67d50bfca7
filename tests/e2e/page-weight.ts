import { seedDashboardPopups } from '../../platform/seed/catalog-content';
import { LANGUAGE_CODES, LANGUAGE_NAMES, type LanguageCode } from '../../lib/contracts/languages';

/** Home's and a lobby's HTML before compression, at most (issue 29: "Home HTML ≤ 150 KB"). */
export const PAGE_HTML_BUDGET = 150_000;

/** Letters only another language's words are written in. */
const SCRIPTS: Array<{ language: LanguageCode; letters: RegExp }> = [
  { language: 'th', letters: /[\u0E00-\u0E7F]+/gu },
  { language: 'zh', letters: /\p{Script=Han}+/gu },
  // Vietnamese: ơ ư đ and the letters with a dot below or a hook above (Latin Extended Additional).
  { language: 'vi', letters: /[ơưđƠƯĐ\u1EA0-\u1EF9]+/gu },
];

/** `words` as words of their own, not part of a longer one (the component `AnnouncementPopups`). */
function containsWords(text: string, words: string): boolean {
  const escaped = words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'u').test(text);
}

/**
 * What of another language a page in `language` carries: letters of another script, and the
 * seeded pop-ups' words in the other languages (operator content is JSON of all six: a page that
 * passed it whole would carry them). Each language's own name is allowed: the language picker
 * shows it.
 */
export function otherLanguageText(html: string, language: LanguageCode): string[] {
  let text = html;
  for (const name of Object.values(LANGUAGE_NAMES)) text = text.split(name).join('');
  const found: string[] = [];
  for (const { language: other, letters } of SCRIPTS) {
    if (other !== language) found.push(...(text.match(letters) ?? []).slice(0, 5));
  }
  for (const popup of seedDashboardPopups) {
    for (const words of [popup.title, popup.content]) {
      const own = words[language];
      for (const other of LANGUAGE_CODES) {
        if (other !== language && words[other] !== own && containsWords(text, words[other])) found.push(words[other]);
      }
    }
  }
  return [...new Set(found)];
}
