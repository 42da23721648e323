// Rich-text values (`format: 'richtext'`) are sanitised on the server before they are stored, whatever
// the client sent (sanitize-html with an allow-list): headings, paragraphs, line breaks, lists,
// bold/italic/underline/strike, links (http, https, mailto or relative; rel="noopener noreferrer"),
// images (http, https or a relative upload path; no data: URLs), tables, blockquote, code/pre and the
// text-align style. Scripts, styles, iframes, forms, on* attributes and javascript: URLs are removed.
import sanitizeHtml from 'sanitize-html';

const ALIGN = { 'text-align': [/^(left|right|center|justify)$/] };
const ALIGNABLE = ['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'td', 'th', 'blockquote'];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'div', 'span'],
    ...['ul', 'ol', 'li'],
    ...['b', 'strong', 'i', 'em', 'u', 's', 'strike', 'del', 'sub', 'sup', 'mark'],
    ...['a', 'img'],
    ...['table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col'],
    ...['blockquote', 'code', 'pre'],
  ],
  allowedAttributes: {
    ...Object.fromEntries(ALIGNABLE.map((tag) => [tag, ['style']])),
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'style'],
    td: ['colspan', 'rowspan', 'style'],
    col: ['span'],
  },
  allowedStyles: Object.fromEntries(ALIGNABLE.map((tag) => [tag, ALIGN])),
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { a: ['http', 'https', 'mailto'], img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Every link opens without giving the new page a handle on this one; only _blank is kept as target.
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: { ...rest, ...(target === '_blank' ? { target } : {}), rel: 'noopener noreferrer' },
      };
    },
  },
};

/** The rich text with everything outside the allow-list removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
