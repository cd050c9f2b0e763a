import { describe, expect, it } from 'vitest';
import { pickAudioFormat, voiceInputFileName } from './audio-format';
import { categoryLabel } from './category';
import { GREETING } from './constants';
import { isMeaningfulTranscript } from './transcript';
import { firstWords, wordsOf } from './words';

describe('assistant helpers', () => {
  it('the greeting is the spec text word for word', () => {
    expect(GREETING).toBe(
      "Hello! I'm your Immortal AI - a digital embodiment of your thoughts and experiences. I'm here to have meaningful conversations with you. What's on your mind today?",
    );
  });

  it('splits a reply into words that keep their spacing, and shows the first n', () => {
    const words = wordsOf('One two\nthree  four');
    expect(words).toHaveLength(4);
    expect(firstWords(words, 0)).toBe('');
    expect(firstWords(words, 2)).toBe('One two');
    expect(firstWords(words, 3)).toBe('One two\nthree');
    expect(firstWords(words, 9)).toBe('One two\nthree  four');
    expect(wordsOf('   ')).toEqual([]);
  });

  it.each([
    ['', false],
    ['   ', false],
    ['...', false],
    [' ?! , — ', false],
    ['ok', true],
    ['¿Qué?', true],
    ['42', true],
  ])('transcript %j is meaningful: %s', (text, expected) => {
    expect(isMeaningfulTranscript(text)).toBe(expected);
  });

  it('prefers wav, then mp4, then webm, then webm opus; otherwise the default with .webm', () => {
    const supporting = (...types: string[]) => (type: string) => types.includes(type);
    expect(pickAudioFormat(supporting('audio/wav', 'audio/webm'))).toEqual({ mimeType: 'audio/wav', extension: 'wav' });
    expect(pickAudioFormat(supporting('audio/mp4', 'audio/webm'))).toEqual({ mimeType: 'audio/mp4', extension: 'mp4' });
    expect(pickAudioFormat(supporting('audio/webm', 'audio/webm;codecs=opus'))).toEqual({ mimeType: 'audio/webm', extension: 'webm' });
    expect(pickAudioFormat(supporting('audio/webm;codecs=opus'))).toEqual({ mimeType: 'audio/webm;codecs=opus', extension: 'webm' });
    expect(pickAudioFormat(() => false)).toEqual({ mimeType: undefined, extension: 'webm' });
    expect(voiceInputFileName(pickAudioFormat(supporting('audio/mp4')))).toBe('voice_input.mp4');
  });

  it('shows categories with underscores as spaces', () => {
    expect(categoryLabel('work_and_ambition')).toBe('work and ambition');
  });
});
