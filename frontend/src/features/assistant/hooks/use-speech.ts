// Speaks a reply: first in the user's own voice (POST /api/text-to-speech, audio/* bytes), otherwise
// silently with the browser's speech synthesis (rate 0.8, pitch 1.1, volume 0.8); with neither it just
// stops speaking (twin-features §7, §8). A new reply, stop() or unmounting cuts off what is playing.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSpeech } from '../api/text-to-speech';
import { SPEECH_PITCH, SPEECH_RATE, SPEECH_VOLUME } from '../lib/constants';
import { wordsOf } from '../lib/words';

/**
 * Some browsers (headless ones, or without any voice installed) never report the end of an utterance;
 * after a generous estimate of its length the status goes back to READY anyway.
 */
const watchdogMs = (text: string) => Math.round((wordsOf(text).length * 750) / SPEECH_RATE) + 5000;

function browserSynthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || !window.speechSynthesis) return null;
  if (typeof SpeechSynthesisUtterance === 'undefined') return null;
  return window.speechSynthesis;
}

export interface Speech {
  speaking: boolean;
  speak: (text: string) => Promise<void>;
  stop: () => void;
}

export function useSpeech(): Speech {
  const [speaking, setSpeaking] = useState(false);
  const session = useRef(0);
  const request = useRef<AbortController | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const audioUrl = useRef<string | null>(null);
  const utterance = useRef<SpeechSynthesisUtterance | null>(null);
  const watchdog = useRef<ReturnType<typeof setTimeout> | null>(null);

  const releaseMedia = useCallback(() => {
    if (watchdog.current) clearTimeout(watchdog.current);
    watchdog.current = null;
    request.current?.abort();
    request.current = null;
    if (audio.current) {
      audio.current.onended = null;
      audio.current.onerror = null;
      try {
        audio.current.pause();
      } catch {
        // nothing was playing
      }
      audio.current = null;
    }
    if (audioUrl.current) URL.revokeObjectURL(audioUrl.current);
    audioUrl.current = null;
    utterance.current = null;
  }, []);

  const stop = useCallback(() => {
    session.current += 1;
    const wasSpeakingInBrowser = utterance.current !== null;
    releaseMedia();
    if (wasSpeakingInBrowser) browserSynthesis()?.cancel();
    setSpeaking(false);
  }, [releaseMedia]);

  const speak = useCallback(
    async (text: string) => {
      stop();
      if (!text.trim()) return;
      const id = session.current;
      const isCurrent = () => session.current === id;
      const finish = () => {
        if (!isCurrent()) return;
        releaseMedia();
        setSpeaking(false);
      };
      const speakInBrowser = () => {
        const synth = browserSynthesis();
        if (!synth) return finish();
        const spoken = new SpeechSynthesisUtterance(text);
        spoken.rate = SPEECH_RATE;
        spoken.pitch = SPEECH_PITCH;
        spoken.volume = SPEECH_VOLUME;
        spoken.onend = finish;
        spoken.onerror = finish;
        utterance.current = spoken; // held so the browser does not drop it before 'end'
        watchdog.current = setTimeout(() => {
          if (!isCurrent()) return;
          synth.cancel();
          finish();
        }, watchdogMs(text));
        synth.speak(spoken);
      };

      setSpeaking(true);
      const controller = new AbortController();
      request.current = controller;
      let voice: Blob | null = null;
      try {
        voice = await fetchSpeech(text, controller.signal);
      } catch {
        voice = null; // network failure or cut off: fall back silently
      }
      if (!isCurrent()) return;
      request.current = null;

      if (voice && typeof Audio !== 'undefined') {
        try {
          const url = URL.createObjectURL(voice);
          audioUrl.current = url;
          const player = new Audio(url);
          audio.current = player;
          player.onended = finish;
          player.onerror = () => {
            if (!isCurrent()) return;
            releaseMedia();
            speakInBrowser();
          };
          await player.play();
          return;
        } catch {
          if (!isCurrent()) return;
          releaseMedia();
        }
      }
      speakInBrowser();
    },
    [releaseMedia, stop],
  );

  useEffect(
    () => () => {
      session.current += 1;
      const wasSpeakingInBrowser = utterance.current !== null;
      releaseMedia();
      if (wasSpeakingInBrowser) browserSynthesis()?.cancel();
    },
    [releaseMedia],
  );

  return { speaking, speak, stop };
}
