// POST /api/text-to-speech {text} — the reply in the user's own voice, as audio/* bytes. Anything else
// (today a 501 until the voice model exists, or a JSON body asking for the fallback) answers null, and
// the caller falls back to the browser's speech synthesis. Used by hooks/use-speech.ts.

export async function fetchSpeech(text: string, signal?: AbortSignal): Promise<Blob | null> {
  const res = await fetch('/api/text-to-speech', {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'audio/*, application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
    signal,
  });
  const type = res.headers.get('Content-Type') ?? '';
  if (!res.ok || !type.toLowerCase().startsWith('audio/')) return null;
  const blob = await res.blob();
  return blob.size > 0 ? blob : null;
}
