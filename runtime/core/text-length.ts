// Display length of texts (spec 001 §5.8 "Text-length helper counts characters above 128 as width 2")
// and the ellipsis cut of §9 ("Ellipsis default length 25"): a Chinese character takes the room of two
// Latin letters, so a cut by width keeps mixed texts about the same size on screen.

export const ELLIPSIS_LENGTH = 25;

/** Width of a text: characters above code 128 count 2, the others 1 (by code point, not UTF-16 unit). */
export function textWidth(text: string): number {
  let width = 0;
  for (const ch of text) width += ch.codePointAt(0)! > 128 ? 2 : 1;
  return width;
}

/** The text cut to at most `length` width with '...' after it, or the text itself when it fits. */
export function ellipsis(text: string, length = ELLIPSIS_LENGTH): string {
  if (textWidth(text) <= length) return text;
  let width = 0;
  let out = '';
  for (const ch of text) {
    const w = ch.codePointAt(0)! > 128 ? 2 : 1;
    if (width + w > length) break;
    width += w;
    out += ch;
  }
  return `${out}...`;
}
