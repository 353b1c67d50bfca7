/**
 * The two third-party scripts a page may load, both off unless configured: the live-chat vendor's
 * script from the country's contact data (`liveChatScript`) and the translation tool's in-context
 * editor (TRANSLATION_TOOL_URL). Only a configured script's origin enters the page's CSP.
 */

import { safeScriptUrl } from './contracts/script-url';

export { safeScriptUrl };

/** The request header the proxy hands the language layout the country's live-chat script in. */
export const LIVE_CHAT_HEADER = 'x-live-chat-script';

/** The translation tool's script version the site is built against (one place). */
export const TRANSLATION_TOOL_VERSION = '5.32.0';

/** The translation tool's script: `{version}` in the configured URL becomes TRANSLATION_TOOL_VERSION. */
export function translationToolUrl(template: string, production: boolean): URL | null {
  return safeScriptUrl(template.replaceAll('{version}', TRANSLATION_TOOL_VERSION), production);
}

/** The live-chat script's session variables: the vendor's loader reads them from `window.LiveChatSession`. */
export type LiveChatSession = { userId: string | null; language: string };

/** Appends `<script async src>` once per id (a re-render or a second mount loads nothing twice). */
export function injectScript(doc: Document, id: string, src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const existing = doc.getElementById(id);
  if (existing instanceof HTMLScriptElement) return existing;
  const script = doc.createElement('script');
  script.id = id;
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(data)) script.dataset[name] = value;
  doc.body.appendChild(script);
  return script;
}
