// Which container the recorder asks for, and the extension of the uploaded file voice_input.<ext>
// (twin-features §7): wav, mp4 or webm in that order, then webm with opus; otherwise the browser's default.

export interface AudioFormat {
  /** undefined: let the browser choose */
  mimeType: string | undefined;
  extension: 'wav' | 'mp4' | 'webm';
}

const CANDIDATES: ReadonlyArray<AudioFormat & { mimeType: string }> = [
  { mimeType: 'audio/wav', extension: 'wav' },
  { mimeType: 'audio/mp4', extension: 'mp4' },
  { mimeType: 'audio/webm', extension: 'webm' },
  { mimeType: 'audio/webm;codecs=opus', extension: 'webm' },
];

export function pickAudioFormat(isTypeSupported: (type: string) => boolean): AudioFormat {
  for (const candidate of CANDIDATES) {
    try {
      if (isTypeSupported(candidate.mimeType)) return candidate;
    } catch {
      // a browser that throws for an unknown type simply does not support it
    }
  }
  return { mimeType: undefined, extension: 'webm' };
}

export const voiceInputFileName = (format: AudioFormat) => `voice_input.${format.extension}`;
