/**
 * The operator's custom CSS in preview mode, made safe to put in the page's one preview <style>:
 * it cannot end the element (no `<` at all), import a sheet (`@import` goes), or load anything from
 * another origin (a `url()` or string naming a scheme or `//host` is emptied; relative URLs on the
 * site and small raster data: images stay). CSS escapes go first, so `u\72l(` or `@\69mport` cannot
 * spell what the later steps remove, and comments next, so `u/**\/rl(` cannot either. The page's
 * CSP (img-src, font-src, connect-src) is the second wall behind this one.
 */
export const PREVIEW_CSS_MAX_LENGTH = 20_000;

const FETCHING = /^(https?|ftps?|wss?|file|filesystem|blob|data|javascript):|^\/\//i;
const SAFE_DATA = /^data:image\/(png|gif|jpeg|webp)[;,]/i;
const IDENTIFIER_CHAR = /[A-Za-z0-9_-]/;

/**
 * A URL that would leave the site: a scheme that fetches (http:, data: other than raster images,
 * javascript: for good measure) or a protocol-relative `//host`. Other text with a colon ("Note:")
 * is left alone.
 */
function leavesSite(value: string): boolean {
  // Browsers drop tabs and newlines inside a URL and trim spaces around it: look at it as they would.
  const url = value.replace(/[\t\n\r]/g, '').replace(/^[\s\u0000-\u001f]+/, '');
  return FETCHING.test(url) && !SAFE_DATA.test(url);
}

/** Reads a quoted string from `start` (its opening quote); returns its body and where it ends. */
function readString(css: string, start: number): { body: string; end: number } {
  const quote = css[start];
  let end = start + 1;
  while (end < css.length && css[end] !== quote && css[end] !== '\n') end++;
  return { body: css.slice(start + 1, end), end: Math.min(end + 1, css.length) };
}

/** Empties every string and url() that leaves the site; keeps everything else as it is. */
function dropForeignUrls(css: string): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    const ch = css[i]!;
    if (ch === '"' || ch === "'") {
      const { body, end } = readString(css, i);
      out += leavesSite(body) ? '""' : css.slice(i, end);
      i = end;
      continue;
    }
    if (/^url\(/i.test(css.slice(i, i + 4)) && !IDENTIFIER_CHAR.test(css[i - 1] ?? '')) {
      let end = i + 4;
      let body = '';
      while (end < css.length && css[end] !== ')') {
        if (css[end] === '"' || css[end] === "'") {
          const string = readString(css, end);
          body += string.body;
          end = string.end;
        } else body += css[end++];
      }
      out += leavesSite(body.trim()) ? 'none' : css.slice(i, end + 1);
      i = end + 1;
      continue;
    }
    out += ch;
    i++;
  }
  return out;
}

/** Removes until nothing changes: one removal can join the pieces of another. */
function removeAll(css: string, pattern: RegExp): string {
  let before: string;
  do {
    before = css;
    css = css.replace(pattern, '');
  } while (css !== before);
  return css;
}

export function sanitizePreviewCss(input: string): string {
  // An escape goes whole (`\72` with it), so what is left of it spells nothing.
  let css = input
    .slice(0, PREVIEW_CSS_MAX_LENGTH)
    .replace(/\\([0-9a-f]{1,6}\s?|[\s\S]?)/gi, '')
    .replace(/[<\u0000]/g, '');
  css = removeAll(css, /\/\*[\s\S]*?(\*\/|$)/g);
  css = removeAll(css, /@(import|charset|namespace)[^;]*(;|$)/gi);
  return dropForeignUrls(css);
}
