// POST /api/transcribe — multipart, the recording in field 'audio' named voice_input.<ext>; answers {text}.
import { useMutation } from '@tanstack/react-query';
import { ApiError, readJson } from '@/lib/api-client';

export interface TranscribeInput {
  audio: Blob;
  fileName: string;
}

export interface TranscriptionReply {
  text: string;
}

/** A failed transcription: 'Transcription failed' with the server's text; `apiError` keeps the response. */
export class TranscriptionError extends Error {
  override readonly name = 'TranscriptionError';
  constructor(readonly apiError: ApiError) {
    super(`Transcription failed: ${apiError.bodyText || apiError.message}`);
  }
}

export async function transcribeAudio({ audio, fileName }: TranscribeInput): Promise<TranscriptionReply> {
  const form = new FormData();
  form.append('audio', audio, fileName);
  const res = await fetch('/api/transcribe', { method: 'POST', credentials: 'include', headers: { Accept: 'application/json' }, body: form });
  if (!res.ok) {
    const text = await res.text().catch(() => '');
    throw new TranscriptionError(new ApiError(res.status, text, res.statusText));
  }
  return (await readJson<TranscriptionReply | undefined>(res)) ?? { text: '' };
}

export function useTranscribeAudio() {
  return useMutation({ mutationFn: transcribeAudio });
}
