/**
 * Trims PrimeReact's theme to the components the site can render. The theme styles all ~90
 * PrimeReact components (238 KB); every page loads it before its first paint, and at that size
 * Turbopack keeps it in a stylesheet of its own (its merge limit is 200 KB), so pages linked one
 * render-blocking file more. A rule is dropped only when one of its selectors' `.p-…` classes
 * belongs to a component in `UNUSED_COMPONENT_CLASSES` — a component nothing in the site imports
 * (checked by lib/trim-theme.test.ts against the source's imports and PrimeReact's own) — so the
 * rule can never match. `npx tsx scripts/prime-theme.ts` writes app/prime-theme.css.
 */

/** `.p-<word>` class prefix → the PrimeReact modules that render it. */
export const UNUSED_COMPONENT_CLASSES: Record<string, readonly string[]> = {
  accordion: ['accordion'],
  autocomplete: ['autocomplete'],
  avatar: ['avatar', 'avatargroup'],
  breadcrumb: ['breadcrumb'],
  calendar: ['calendar'],
  card: ['card'],
  carousel: ['carousel'],
  cascadeselect: ['cascadeselect'],
  chip: ['chip', 'chips', 'multiselect'],
  chips: ['chips'],
  colorpicker: ['colorpicker'],
  contextmenu: ['contextmenu'],
  datascroller: ['datascroller'],
  datepicker: ['calendar'],
  dataview: ['dataview'],
  divider: ['divider'],
  dock: ['dock'],
  editor: ['editor'],
  fieldset: ['fieldset'],
  fileupload: ['fileupload'],
  galleria: ['galleria'],
  image: ['image'],
  inplace: ['inplace'],
  inputotp: ['inputotp'],
  inputswitch: ['inputswitch'],
  listbox: ['listbox'],
  megamenu: ['megamenu'],
  mention: ['mention'],
  menu: ['menu'],
  menubar: ['menubar'],
  metergroup: ['metergroup'],
  multiselect: ['multiselect'],
  orderlist: ['orderlist'],
  organizationchart: ['organizationchart'],
  overlaypanel: ['overlaypanel'],
  panel: ['panel'],
  panelmenu: ['panelmenu'],
  picklist: ['picklist'],
  progressbar: ['progressbar', 'fileupload'],
  rating: ['rating'],
  scrollpanel: ['scrollpanel'],
  scrolltop: ['scrolltop'],
  selectbutton: ['selectbutton'],
  sidebar: ['sidebar'],
  skeleton: ['skeleton'],
  slidemenu: ['slidemenu'],
  speeddial: ['speeddial'],
  splitbutton: ['splitbutton'],
  splitter: ['splitter'],
  stepper: ['stepper'],
  steps: ['steps'],
  tabmenu: ['tabmenu'],
  tag: ['tag'],
  terminal: ['terminal'],
  tieredmenu: ['tieredmenu'],
  timeline: ['timeline'],
  togglebutton: ['togglebutton'],
  toolbar: ['toolbar'],
  tree: ['tree'],
  treenode: ['tree'],
  treeselect: ['treeselect'],
  treetable: ['treetable'],
  tristatecheckbox: ['tristatecheckbox'],
};

const CLASS = /\.p-([a-z]+)/g;

/** Whether a selector names a class of an unused component (so it never matches on the site). */
function unusedSelector(selector: string, unused: ReadonlySet<string>): boolean {
  for (const match of selector.matchAll(CLASS)) if (unused.has(match[1]!)) return true;
  return false;
}

/** Splits a selector list at its top-level commas (not those inside `:not(…)` and the like). */
function selectorsOf(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((p) => p.trim()).filter(Boolean);
}

/** The index just after the block that opens at `open` (a `{`), skipping strings and comments. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  for (let i = open; i < css.length; i++) {
    const c = css[i];
    if (c === '"' || c === "'") {
      i = css.indexOf(c, i + 1);
      if (i < 0) throw new Error('unterminated string in the theme');
    } else if (c === '/' && css[i + 1] === '*') {
      i = css.indexOf('*/', i + 2) + 1;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i + 1;
  }
  throw new Error('unbalanced braces in the theme');
}

/** The theme without the rules of unused components; at-rules kept, emptied ones dropped. */
export function trimTheme(css: string, unusedClasses: Iterable<string> = Object.keys(UNUSED_COMPONENT_CLASSES)): string {
  const unused = new Set(unusedClasses);
  const out: string[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf('{', i);
    if (open < 0) {
      out.push(css.slice(i));
      break;
    }
    const end = blockEnd(css, open);
    const head = css.slice(i, open);
    const prelude = head.replace(/\/\*[\s\S]*?\*\//g, '').trim();
    if (prelude.startsWith('@media') || prelude.startsWith('@supports') || prelude.startsWith('@layer')) {
      const inner = trimTheme(css.slice(open + 1, end - 1), unused);
      if (inner.trim()) out.push(`${head}{${inner}}`);
    } else if (prelude.startsWith('@') || !selectorsOf(prelude).some((s) => unusedSelector(s, unused))) {
      // @font-face, @keyframes and rules of components in use stay as they are.
      out.push(css.slice(i, end));
    } else {
      const kept = selectorsOf(prelude).filter((s) => !unusedSelector(s, unused));
      if (kept.length > 0) out.push(`\n${kept.join(',\n')} ${css.slice(open, end)}`);
    }
    i = end;
  }
  return out.join('');
}

/** Where the theme lives, and where its fonts are seen from app/prime-theme.css. */
export const THEME_PATH = 'node_modules/primereact/resources/themes/lara-dark-amber/theme.css';
const FONTS_FROM_APP = '../node_modules/primereact/resources/themes/lara-dark-amber/fonts/';

/** app/prime-theme.css from PrimeReact's theme: trimmed, its fonts still PrimeReact's files. */
export function renderPrimeTheme(themeCss: string): string {
  const trimmed = trimTheme(themeCss).replaceAll('url("./fonts/', `url("${FONTS_FROM_APP}`);
  return `/* Generated by scripts/prime-theme.ts from ${THEME_PATH} (lib/trim-theme.ts); do not edit. */\n${trimmed.trim()}\n`;
}
