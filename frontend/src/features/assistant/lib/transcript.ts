/**
 * Whether a transcription says anything: empty text, or text made only of punctuation and whitespace,
 * is ignored with no reply (twin-features §5).
 */
export function isMeaningfulTranscript(text: string | null | undefined): text is string {
  return typeof text === 'string' && /[\p{L}\p{N}]/u.test(text);
}
