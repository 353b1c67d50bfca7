import { sanitizePreviewCss } from './css-sanitizer';

const STYLE_ID = 'preview-css';

/**
 * Puts the operator's CSS, sanitised, in the page's one preview <style> (made on first use, then
 * reused). As text, never as markup; it carries the page's nonce, so a nonce-only style-src allows it.
 */
export function applyPreviewCss(css: string, doc: Document = document): HTMLStyleElement {
  let style = doc.getElementById(STYLE_ID) as HTMLStyleElement | null;
  if (!style) {
    style = doc.createElement('style');
    style.id = STYLE_ID;
    const nonce = doc.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) style.nonce = nonce;
    doc.head.appendChild(style);
  }
  style.textContent = sanitizePreviewCss(css);
  return style;
}
