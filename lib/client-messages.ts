/**
 * The message namespaces every page's HTML carries for its client components: the layout's chrome
 * (header, sidebar, member menu, toasts, dialogs' host, language switcher), home and lobby. The
 * others (wallet, promotions, loyalty, chat, transactions, account, validation, contact, terms) are
 * read only by member pages and by dialogs and widgets that load on demand: those pages pass every
 * namespace (`FullContext` in app/[lang]), the lazy parts fetch them (/builds/messages/…). Server
 * components read every namespace anyway (next-intl's request config), so `pages`, `play`, `footer`
 * and `category`, which only they use, are not sent at all.
 */
export const SHELL_NAMESPACES = [
  'common',
  'header',
  'nav',
  'language',
  'errors',
  'home',
  'lobby',
  'games',
  'announcements',
  'realtime',
  'prime',
  'inbox',
  'auth',
] as const;

/**
 * Set by the proxy on a page request whose URL opens the register dialog (?action=register): the
 * dialog renders on the server and its form works before the scripts, so that page's HTML carries
 * the validation texts too — its checks and a refusal its own post came back with read as words
 * from the first paint, not as keys until every namespace has loaded.
 */
export const FORM_TEXTS_HEADER = 'x-form-texts';

/** The namespaces a page's HTML carries: the shell's, and the validation texts for a register dialog in the URL. */
export function htmlNamespaces(formTexts: boolean): readonly string[] {
  return formTexts ? [...SHELL_NAMESPACES, 'validation'] : SHELL_NAMESPACES;
}

/** Whether a page's query opens the register dialog (FORM_TEXTS_HEADER). */
export function opensRegister(params: URLSearchParams): boolean {
  return params.get('action') === 'register';
}

/** Only the named namespaces of a messages tree (next-intl's documented way of picking for the client). */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace))) as Partial<T>;
}
