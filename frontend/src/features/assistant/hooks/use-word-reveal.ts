// New AI text appears one more word every 200 ms (twin-features §4, §9). Each message has its own timer;
// onStep receives the text so far, onDone the end of the reveal.
import { useCallback, useEffect, useRef } from 'react';
import { WORD_REVEAL_MS } from '../lib/constants';
import { firstWords, wordsOf } from '../lib/words';

export interface WordReveal {
  start: (id: string, text: string) => void;
  stopAll: () => void;
}

export function useWordReveal(onStep: (id: string, text: string) => void, onDone: (id: string) => void): WordReveal {
  const timers = useRef(new Map<string, ReturnType<typeof setInterval>>());
  const callbacks = useRef({ onStep, onDone });
  useEffect(() => {
    callbacks.current = { onStep, onDone };
  }, [onStep, onDone]);

  const start = useCallback((id: string, text: string) => {
    const words = wordsOf(text);
    if (words.length === 0) {
      callbacks.current.onDone(id);
      return;
    }
    let shown = 0;
    const timer = setInterval(() => {
      shown += 1;
      callbacks.current.onStep(id, firstWords(words, shown));
      if (shown >= words.length) {
        clearInterval(timer);
        timers.current.delete(id);
        callbacks.current.onDone(id);
      }
    }, WORD_REVEAL_MS);
    timers.current.set(id, timer);
  }, []);

  const stopAll = useCallback(() => {
    for (const timer of timers.current.values()) clearInterval(timer);
    timers.current.clear();
  }, []);

  useEffect(() => stopAll, [stopAll]);

  return { start, stopAll };
}
