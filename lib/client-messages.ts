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
 * Set by the proxy on a page request whose URL carries a register form's refusal (?action=register
 * &error=…, the form's own post sent it back): that page's HTML carries the validation texts too, so
 * the refusal reads as words before (or without) the scripts.
 */
export const FORM_REFUSAL_HEADER = 'x-form-refusal';

/** The namespaces a page's HTML carries: the shell's, and the validation texts when a form came back refused. */
export function htmlNamespaces(formRefusal: boolean): readonly string[] {
  return formRefusal ? [...SHELL_NAMESPACES, 'validation'] : SHELL_NAMESPACES;
}

/** Whether a page's query is a register form's refusal (FORM_REFUSAL_HEADER). */
export function isFormRefusal(params: URLSearchParams): boolean {
  return params.get('action') === 'register' && params.has('error');
}

/** Only the named namespaces of a messages tree (next-intl's documented way of picking for the client). */
export function pickNamespaces<T extends Record<string, unknown>>(messages: T, namespaces: readonly string[]): Partial<T> {
  return Object.fromEntries(Object.entries(messages).filter(([namespace]) => namespaces.includes(namespace))) as Partial<T>;
}
