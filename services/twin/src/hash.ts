// Deterministic variation: every "choice" the local provider makes among equals (which opener, which
// phrasing) is keyed by a hash of the input, so the same corpus and input always give the same output.

/** FNV-1a, 32 bit. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A number in [0, 1) derived from the text and a salt. */
export function unit(text: string, salt = ''): number {
  return hash(salt + '\u0000' + text) / 4294967296;
}

export function pick<T>(items: readonly T[], text: string, salt = ''): T | undefined {
  if (items.length === 0) return undefined;
  return items[hash(salt + '\u0000' + text) % items.length];
}
