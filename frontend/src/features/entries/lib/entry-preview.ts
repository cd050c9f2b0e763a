// Text previews (core §2: 100 to 200 characters). Embedded image data and URLs are not text to read,
// so they never reach a preview; a photo's own notes ('My thoughts: ...') are what it says.

export const PREVIEW_MIN = 100;
export const PREVIEW_MAX = 200;
export const PREVIEW_DEFAULT = 160;

const EMBEDDED_LINE = /^\s*(ImageData|Image URL):/i;

/** The readable text of an entry: embedded image lines dropped, whitespace collapsed. */
export function readableText(content: string): string {
  const notes = /(^|\n)\s*My thoughts:\s*([\s\S]*)$/i.exec(content);
  const text = notes?.[2]?.trim() ? notes[2] : content;
  return text
    .split('\n')
    .filter((line) => !EMBEDDED_LINE.test(line))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * At most `max` characters (clamped to 100..200), the '…' included. Longer text is cut at the last
 * word boundary that keeps at least 100 characters, or mid-word when a single word is that long.
 */
export function entryPreview(content: string, max: number = PREVIEW_DEFAULT): string {
  const limit = Math.min(PREVIEW_MAX, Math.max(PREVIEW_MIN, Math.floor(max)));
  const text = readableText(content);
  if (text.length <= limit) return text;
  const room = limit - 1; // the ellipsis takes one
  const slice = text.slice(0, room + 1);
  const boundary = slice.lastIndexOf(' ');
  let cut = boundary >= PREVIEW_MIN - 1 ? text.slice(0, boundary) : text.slice(0, room);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1); // never split an emoji in half
  const tidy = cut.replace(/[\s,;:.\-–—]+$/, '');
  return `${tidy.length >= PREVIEW_MIN - 1 ? tidy : cut}…`;
}
