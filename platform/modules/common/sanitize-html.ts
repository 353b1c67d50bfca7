import sanitizeHtml from 'sanitize-html';

/**
 * Operator-written HTML (promotion content, inbox messages, pop-ups, help topics) is HTML the site renders as is, so it is cleaned when the operator saves it
 * (sanitize-html): text formatting, lists, tables, links and images only; no scripts, styles, event
 * handlers, frames or forms; links and images on http(s) only (links also mailto), and links that
 * open elsewhere cannot reach back (rel="noopener noreferrer").
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'span',
    'div',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
