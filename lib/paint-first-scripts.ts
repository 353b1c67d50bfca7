/**
 * Paint first, then fetch the scripts. Next names each first-load chunk in the HTML twice, as a
 * low-priority `<link rel=preload>` and as `<script src async>`, so ~150 KB of JavaScript is on the
 * wire beside the first screen's images and, on a fast line to a slow phone, runs before the first
 * frame. The site server rewrites both in the HTML it sends: the preloads go, and each script tag
 * becomes a line that queues its address for a small inline loader. The loader adds the scripts
 * once the page's content is on screen and its high-priority images (the largest paint's
 * candidates) have loaded: the first screen gets the bandwidth and the main thread to itself, and
 * the page hydrates right after it. Tags that do not look like Next's chunks (another order of
 * attributes, a type, nomodule) pass untouched, so a change in Next's markup costs the gain, never
 * the page.
 */

import type { HtmlRewriter } from './html-response-rewrite';

/** The longest the loader holds the scripts back (a tab opened in the background never paints). */
export const PAINT_WAIT_MS = 3_000;

/** The global the page's chunk addresses queue on until the loader adds them. */
const QUEUE = '__paintFirst';

const SCRIPT_TAG = /<script ([^<>]*)><\/script>/g;
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low"(?: nonce="[^"]*")? href="\/_next\/static\/chunks\/[^"<>]+"\/>/g;
const ATTRIBUTE = /([a-zA-Z-]+)(?:="([^"]*)")?/g;
const CHUNK_SRC = /^\/_next\/static\/chunks\/[A-Za-z0-9_\-./]+\.js$/;
/** The longest tail kept back because it may be the start of a tag to rewrite. */
const MAX_CARRY = 1024;
/** The tags the rewrite touches, each with what closes it. */
const HELD_TAGS: Record<string, string> = { '<script': '</script>', '<link': '>' };

function attributes(text: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, name, value] of text.matchAll(ATTRIBUTE)) found.set(name!.toLowerCase(), value ?? '');
  return found;
}

/** The chunk's address and nonce when the tag is one of Next's async first-load scripts. */
function nextChunk(attributeText: string): { src: string; nonce: string | undefined } | null {
  const attrs = attributes(attributeText);
  const src = attrs.get('src');
  if (!src || !CHUNK_SRC.test(src) || !attrs.has('async')) return null;
  for (const name of attrs.keys()) if (!['src', 'async', 'nonce'].includes(name)) return null;
  return { src, nonce: attrs.get('nonce') };
}

/**
 * The loader, inline before the first chunk's line. After the first contentful paint it waits
 * for the high-priority images to be loaded and decoded and the frame that shows them, then adds every
 * queued chunk as an async script with the page's nonce; chunks queued later are added at once.
 * Without paint timing it adds them at once; after `waitMs` whatever happened.
 */
export function paintFirstLoader(waitMs = PAINT_WAIT_MS): string {
  return [
    '(function(){',
    `var q=self.${QUEUE}=self.${QUEUE}||[],n=document.currentScript&&document.currentScript.nonce,done=false;`,
    "function add(u){var s=document.createElement('script');s.src=u;s.async=true;if(n)s.nonce=n;document.head.appendChild(s)}",
    'function go(){if(done)return;done=true;q.forEach(add);q.push=function(u){add(u);return q.length}}',
    'function shown(){requestAnimationFrame(function(){setTimeout(go,0)})}',
    // decode() settles when the image is ready to paint (loaded is not enough: decoding may take frames).
    "function images(){var w=[].filter.call(document.querySelectorAll('img[fetchpriority=high]'),function(i){return!i.complete||i.decode}),k=w.length;",
    'if(!k)return go();w.forEach(function(i){function one(){if(--k===0)shown()}',
    "if(i.decode)i.decode().then(one,one);else{i.addEventListener('load',one,{once:true});i.addEventListener('error',one,{once:true})}})}",
    "function painted(){return performance.getEntriesByName('first-contentful-paint').length>0}",
    `setTimeout(go,${waitMs});`,
    "if(painted())images();else try{var o=new PerformanceObserver(function(){if(painted()){o.disconnect();images()}});o.observe({type:'paint'})}catch(e){go()}",
    '})()',
  ].join('');
}

/** Where a tail that may still become a tag to rewrite begins (the text's length when none). */
function heldFrom(html: string): number {
  let from = html.length;
  for (const [tag, close] of Object.entries(HELD_TAGS)) {
    const open = html.lastIndexOf(tag);
    if (open !== -1 && html.indexOf(close, open) === -1 && html.length - open <= MAX_CARRY) from = Math.min(from, open);
  }
  // A chunk that ends inside '<scri' or '<lin'.
  const lastOpen = html.lastIndexOf('<');
  if (lastOpen !== -1 && lastOpen >= html.length - '<script'.length) {
    const tail = html.slice(lastOpen);
    if (Object.keys(HELD_TAGS).some((tag) => tag.startsWith(tail))) from = Math.min(from, lastOpen);
  }
  return from;
}

/**
 * Rewrites one streamed HTML document, chunk by chunk: `write` returns what can be sent now (a
 * tail that may be the start of a tag to rewrite waits for the next chunk), `end` the rest.
 */
export function createPaintFirstRewriter(waitMs = PAINT_WAIT_MS): HtmlRewriter {
  let carry = '';
  let loaderSent = false;

  const rewrite = (html: string) =>
    html.replace(CHUNK_PRELOAD, '').replace(SCRIPT_TAG, (tag, attributeText: string) => {
      const chunk = nextChunk(attributeText);
      if (!chunk) return tag;
      // The attribute's text as Next wrote it (already HTML-encoded, no quote in it).
      const nonce = chunk.nonce === undefined ? '' : ` nonce="${chunk.nonce}"`;
      const loader = loaderSent ? '' : paintFirstLoader(waitMs) + ';';
      loaderSent = true;
      return `<script${nonce}>${loader}self.${QUEUE}.push(${JSON.stringify(chunk.src)})</script>`;
    });

  return {
    write(chunk) {
      const html = rewrite(carry + chunk);
      const split = heldFrom(html);
      carry = html.slice(split);
      return html.slice(0, split);
    },
    end() {
      const rest = carry;
      carry = '';
      return rest;
    },
  };
}
