import type { Dashboard } from '@/lib/contracts/catalog';

/** A pop-up's title or content: JSON of texts per language; the page's language, else English, else any. */
export function popupText(json: string, language: string): string {
  try {
    const texts = JSON.parse(json) as Record<string, unknown>;
    const value = texts[language] ?? texts.en ?? Object.values(texts)[0];
    return typeof value === 'string' ? value : '';
  } catch {
    return '';
  }
}

/** A pop-up as a page shows it: its words in the page's language only. */
export type ShownPopup = {
  id: number;
  title: string;
  /** sanitised HTML (the platform sanitises it when saved) */
  content: string;
  img: string;
  /** a path inside the site, or '' */
  link: string;
  /** days "don't show again" hides it for; 0: no such button */
  hidePeriod: number;
};

/**
 * The server picks the page's language before the pop-ups reach the client component, so the
 * HTML (and React's flight data) carries one language of each, not all six.
 */
export function shownPopup(popup: Dashboard['popupList'][number], language: string): ShownPopup {
  return {
    id: popup.id,
    title: popupText(popup.data.title, language),
    content: popupText(popup.data.content, language),
    img: popup.data.img,
    link: popup.data.link,
    hidePeriod: popup.period.hide_period,
  };
}
