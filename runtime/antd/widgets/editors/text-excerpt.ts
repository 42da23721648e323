// Short plain texts of long values for list cells: the text of rich text HTML (read with an inert
// DOMParser document, which runs no script and loads no image; tags stripped where there is none) and
// any text with its white space folded, cut at a number of characters with an ellipsis.

export const EXCERPT_LENGTH = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** The visible text of an HTML fragment (no script or style content), blocks separated by spaces. */
export function htmlText(html: string): string {
  const spaced = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote|\/pre|\/div)\b[^>]*>/gi, '$& ');
  if (typeof DOMParser !== 'undefined') {
    return new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  }
  return spaced.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, e: string) => ENTITIES[e]);
}

/** White space folded to single spaces, cut at `length` characters (not UTF-16 units) with '…'. */
export function excerpt(text: string, length = EXCERPT_LENGTH): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > length ? `${chars.slice(0, length).join('')}…` : chars.join('');
}
