/**
 * The operator's SEO snippets (the published head/body HTML) as elements React can render with the
 * page's CSP nonce (pure). Only what belongs in such a snippet is kept — <meta>, <link>, <script>
 * and <noscript> — anything else is dropped, so a snippet cannot restyle or rewrite the page.
 */
export type SnippetElement =
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: Record<string, string>; code: string }
  | { tag: 'noscript'; html: string };

const ATTRIBUTE = /([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const ELEMENT = /<(meta|link)\b([^>]*)\/?>|<script\b([^>]*)>([\s\S]*?)<\/script\s*>|<noscript\b[^>]*>([\s\S]*?)<\/noscript\s*>/gi;

function parseAttributes(text: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const m of text.replace(/\/\s*$/, '').matchAll(ATTRIBUTE)) {
    const name = m[1]!.toLowerCase();
    // Event handlers would run outside the nonce (and CSP refuses them anyway); a nonce is ours to set.
    if (name.startsWith('on') || name === 'nonce') continue;
    attributes[name] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attributes;
}

export function parseSnippet(html: string): SnippetElement[] {
  const elements: SnippetElement[] = [];
  for (const m of html.matchAll(ELEMENT)) {
    if (m[1]) elements.push({ tag: m[1].toLowerCase() as 'meta' | 'link', attributes: parseAttributes(m[2] ?? '') });
    else if (m[5] !== undefined) elements.push({ tag: 'noscript', html: m[5] });
    else elements.push({ tag: 'script', attributes: parseAttributes(m[3] ?? ''), code: m[4] ?? '' });
  }
  return elements;
}

/** HTML attribute names → React prop names, for the attributes these elements carry. */
const REACT_NAMES: Record<string, string> = {
  charset: 'charSet',
  'http-equiv': 'httpEquiv',
  crossorigin: 'crossOrigin',
  hreflang: 'hrefLang',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  nomodule: 'noModule',
  class: 'className',
};
const BOOLEAN = new Set(['async', 'defer', 'nomodule']);

export function reactProps(attributes: Record<string, string>): Record<string, string | boolean> {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) props[REACT_NAMES[name] ?? name] = BOOLEAN.has(name) ? true : value;
  return props;
}

/** The script nonce in a CSP header value ('nonce-…'), or undefined. */
export function nonceOf(csp: string | null): string | undefined {
  return /'nonce-([A-Za-z0-9+/=_-]+)'/.exec(csp ?? '')?.[1];
}
