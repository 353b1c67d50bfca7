/** The words PrimeReact shows or reads out, from messages/*.json `prime`. */
export type PrimeWords = Record<
  | 'today'
  | 'clear'
  | 'accept'
  | 'reject'
  | 'choose'
  | 'upload'
  | 'cancel'
  | 'weak'
  | 'medium'
  | 'strong'
  | 'password_prompt'
  | 'empty'
  | 'no_file'
  | 'close'
  | 'first_page'
  | 'last_page'
  | 'next_page'
  | 'prev_page'
  | 'page'
  | 'rows_per_page'
  | 'jump_to_page'
  | 'show_password'
  | 'hide_password'
  | 'previous'
  | 'next'
  | 'zoom_in'
  | 'zoom_out'
  | 'rotate_left'
  | 'rotate_right',
  string
>;

function names(locale: string, options: Intl.DateTimeFormatOptions, dates: number[]): string[] {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, { ...options, timeZone: 'UTC' });
  } catch {
    format = new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' });
  }
  return dates.map((d) => format.format(d));
}

/** 2023-01-01 was a Sunday: PrimeReact's day lists start on Sunday. */
const WEEK = Array.from({ length: 7 }, (_, i) => Date.UTC(2023, 0, 1 + i));
const YEAR = Array.from({ length: 12 }, (_, i) => Date.UTC(2023, i, 15));

/**
 * PrimeReact's locale for one language: day and month names generated from Intl (Gregorian, like
 * every date on the site), the words from our messages. `{page}` stays a placeholder PrimeReact fills.
 */
export function primeLocaleData(locale: string, words: PrimeWords) {
  return {
    dayNames: names(locale, { weekday: 'long' }, WEEK),
    dayNamesShort: names(locale, { weekday: 'short' }, WEEK),
    dayNamesMin: names(locale, { weekday: 'narrow' }, WEEK),
    monthNames: names(locale, { month: 'long' }, YEAR),
    monthNamesShort: names(locale, { month: 'short' }, YEAR),
    firstDayOfWeek: 1,
    dateFormat: 'dd/mm/yy',
    today: words.today,
    clear: words.clear,
    accept: words.accept,
    reject: words.reject,
    choose: words.choose,
    upload: words.upload,
    cancel: words.cancel,
    weak: words.weak,
    medium: words.medium,
    strong: words.strong,
    passwordPrompt: words.password_prompt,
    emptyMessage: words.empty,
    emptyFilterMessage: words.empty,
    noFileChosenMessage: words.no_file,
    aria: {
      close: words.close,
      firstPageLabel: words.first_page,
      lastPageLabel: words.last_page,
      nextPageLabel: words.next_page,
      prevPageLabel: words.prev_page,
      pageLabel: words.page,
      rowsPerPageLabel: words.rows_per_page,
      jumpToPageDropdownLabel: words.jump_to_page,
      jumpToPageInputLabel: words.jump_to_page,
      passwordShow: words.show_password,
      passwordHide: words.hide_password,
      previous: words.previous,
      next: words.next,
      zoomIn: words.zoom_in,
      zoomOut: words.zoom_out,
      rotateLeft: words.rotate_left,
      rotateRight: words.rotate_right,
    },
  };
}
