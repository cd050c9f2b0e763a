// The floating assistant's conversation (twin-features §4 'Widget'): not started or started (ENGAGE shows
// the greeting; typing or speaking first also starts it), busy while a reply is awaited (ENGAGING...),
// speaking, and voice mode off / idle / recording (/ transcribing). Replies are revealed word by word and
// spoken; 2 s after a reply, with at least 5 messages (4 in voice mode) and no card open, a quality
// training prompt is requested and shown.
import type { ChatReply, QualityPromptView } from '@immortal/proto/network';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useGenerateQualityPrompt } from '../api/generate-quality-prompt';
import { useSendChatMessage } from '../api/send-chat-message';
import { TranscriptionError, useTranscribeAudio } from '../api/transcribe-audio';
import {
  GREETING,
  TRAINING_PROMPT_DELAY_MS,
  TRAINING_THRESHOLD_TYPED,
  TRAINING_THRESHOLD_VOICE,
  type AssistantStatus,
} from '../lib/constants';
import { isMeaningfulTranscript } from '../lib/transcript';
import type { AssistantMessage } from '../lib/types';
import { useSpeech } from './use-speech';
import { useVoiceRecorder } from './use-voice-recorder';
import { useWordReveal } from './use-word-reveal';

export const TRANSCRIBE_FAILED_TITLE = 'Failed to transcribe audio';

export type VoiceState = 'off' | 'idle' | 'recording' | 'transcribing';

type Action =
  | { type: 'add'; message: AssistantMessage }
  | { type: 'remove'; id: string }
  | { type: 'step'; id: string; text: string }
  | { type: 'revealed'; id: string }
  | { type: 'corrected'; id: string; text: string }
  | { type: 'clear' };

function messagesReducer(state: AssistantMessage[], action: Action): AssistantMessage[] {
  switch (action.type) {
    case 'add':
      return [...state, action.message];
    case 'remove':
      return state.filter((m) => m.id !== action.id);
    case 'step':
      return state.map((m) => (m.id === action.id ? { ...m, animatedText: action.text } : m));
    case 'revealed':
      return state.map((m) => (m.id === action.id ? { ...m, isAnimating: false, animatedText: m.message } : m));
    case 'corrected':
      return state.map((m) => (m.id === action.id ? { ...m, correctedResponse: action.text } : m));
    case 'clear':
      return [];
  }
}

let sequence = 0;
const nextId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(sequence += 1)}`;

function aiMessage(text: string, extra: Partial<AssistantMessage> = {}): AssistantMessage {
  return { id: nextId('ai'), message: text, isUser: false, timestamp: new Date().toISOString(), isAnimating: true, animatedText: '', ...extra };
}

export interface SendOptions {
  /** the text could not be sent: hand it back to the input */
  onFailure?: (text: string) => void;
}

export interface AssistantOptions {
  /** whether replies may be spoken now (not while the widget is collapsed) */
  canSpeak?: () => boolean;
}

export function useAssistant({ canSpeak = () => true }: AssistantOptions = {}) {
  const [messages, dispatch] = useReducer(messagesReducer, []);
  const [started, setStarted] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [voiceOn, setVoiceOn] = useState(false);
  const [transcribing, setTranscribing] = useState(false);
  const [trainingPrompt, setTrainingPrompt] = useState<QualityPromptView | null>(null);

  const speech = useSpeech();
  const chat = useSendChatMessage();
  const transcribe = useTranscribeAudio();
  const generatePrompt = useGenerateQualityPrompt();

  // the latest values, for timers and async callbacks
  const live = useRef({ messages, started, waiting, voiceOn, trainingPrompt, generating: false, canSpeak });
  useEffect(() => {
    Object.assign(live.current, { messages, started, waiting, voiceOn, trainingPrompt, canSpeak });
  });
  /** bumped by ENGAGE and DISENGAGE: answers to an earlier conversation are dropped */
  const epoch = useRef(0);
  const trainingTimers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const reveal = useWordReveal(
    useCallback((id: string, text: string) => dispatch({ type: 'step', id, text }), []),
    useCallback((id: string) => dispatch({ type: 'revealed', id }), []),
  );

  const clearTrainingTimers = useCallback(() => {
    for (const timer of trainingTimers.current) clearTimeout(timer);
    trainingTimers.current.clear();
  }, []);
  useEffect(() => clearTrainingTimers, [clearTrainingTimers]);

  const maybeOfferTraining = useCallback(() => {
    const timer = setTimeout(() => {
      trainingTimers.current.delete(timer);
      const now = live.current;
      const threshold = now.voiceOn ? TRAINING_THRESHOLD_VOICE : TRAINING_THRESHOLD_TYPED;
      if (!now.started || now.messages.length < threshold || now.trainingPrompt || now.generating) return;
      now.generating = true;
      generatePrompt.mutate(undefined, {
        onSuccess: (prompt) => {
          if (!live.current.trainingPrompt) setTrainingPrompt(prompt);
        },
        onError: (error) => console.error('Failed to generate quality training prompt:', error),
        onSettled: () => {
          live.current.generating = false;
        },
      });
    }, TRAINING_PROMPT_DELAY_MS);
    trainingTimers.current.add(timer);
  }, [generatePrompt]);

  const addReply = useCallback(
    (text: string, extra: Partial<AssistantMessage> = {}) => {
      const message = aiMessage(text, extra);
      dispatch({ type: 'add', message });
      reveal.start(message.id, text);
      if (live.current.canSpeak()) void speech.speak(text);
      return message;
    },
    [reveal, speech],
  );

  const engage = useCallback(() => {
    if (live.current.started) return;
    epoch.current += 1;
    live.current.started = true;
    setStarted(true);
    addReply(GREETING);
  }, [addReply]);

  /** Sends a trimmed, non-empty message; false when nothing was sent. */
  const send = useCallback(
    (raw: string, options: SendOptions = {}): boolean => {
      const text = raw.trim();
      if (!text || live.current.waiting) return false;
      if (!live.current.started) {
        epoch.current += 1;
        live.current.started = true;
        setStarted(true);
      }
      const conversation = epoch.current;
      const userMessage: AssistantMessage = {
        id: nextId('me'),
        message: text,
        isUser: true,
        timestamp: new Date().toISOString(),
        isAnimating: false,
        animatedText: text,
      };
      dispatch({ type: 'add', message: userMessage });
      live.current.waiting = true;
      setWaiting(true);
      chat.mutate(
        { message: text },
        {
          onSuccess: (reply: ChatReply) => {
            if (epoch.current !== conversation) return;
            addReply(reply.response, { citations: reply.citations, conversationId: reply.conversationId });
            maybeOfferTraining();
          },
          onError: (error) => {
            // only logged (twin-features §8); the words go back into the input so nothing typed is lost
            console.error('Failed to send message', error);
            if (epoch.current !== conversation) return;
            dispatch({ type: 'remove', id: userMessage.id });
            options.onFailure?.(text);
          },
          onSettled: () => {
            if (epoch.current !== conversation) return;
            live.current.waiting = false;
            setWaiting(false);
          },
        },
      );
      return true;
    },
    [addReply, chat, maybeOfferTraining],
  );

  const onRecorded = useCallback(
    (audio: Blob, fileName: string) => {
      if (audio.size === 0) return; // empty audio is ignored
      const conversation = epoch.current;
      setTranscribing(true);
      transcribe.mutate(
        { audio, fileName },
        {
          onSuccess: ({ text }) => {
            if (epoch.current !== conversation) return;
            // nothing said, or only punctuation: ignored, no reply
            if (isMeaningfulTranscript(text)) send(text);
          },
          onError: (error) => {
            console.error('Transcription error:', error);
            if (epoch.current !== conversation) return;
            const apiError = error instanceof TranscriptionError ? error.apiError : error;
            toast({ variant: 'destructive', title: TRANSCRIBE_FAILED_TITLE, description: getErrorMessage(apiError) ?? error.message });
          },
          onSettled: () => setTranscribing(false),
        },
      );
    },
    [send, transcribe],
  );

  const recorder = useVoiceRecorder(onRecorded);

  const toggleRecording = useCallback(async () => {
    if (recorder.recording) {
      recorder.stop();
      return;
    }
    if (live.current.waiting || transcribing) return;
    speech.stop(); // the microphone should not hear the AI
    if (await recorder.start()) {
      live.current.voiceOn = true;
      setVoiceOn(true);
    }
  }, [recorder, speech, transcribing]);

  /** DISENGAGE: the conversation closes, its messages and voice state are cleared. */
  const disengage = useCallback(() => {
    epoch.current += 1;
    reveal.stopAll();
    clearTrainingTimers();
    speech.stop();
    recorder.cancel();
    dispatch({ type: 'clear' });
    Object.assign(live.current, { started: false, waiting: false, voiceOn: false, messages: [] });
    setStarted(false);
    setWaiting(false);
    setVoiceOn(false);
    setTranscribing(false);
  }, [clearTrainingTimers, recorder, reveal, speech]);

  /** Collapsing the widget keeps the conversation but stops speech and any recording. */
  const pause = useCallback(() => {
    speech.stop();
    recorder.cancel();
  }, [recorder, speech]);

  const markCorrected = useCallback((id: string, text: string) => dispatch({ type: 'corrected', id, text }), []);
  const closeTraining = useCallback(() => setTrainingPrompt(null), []);

  const voice: VoiceState = recorder.recording ? 'recording' : transcribing ? 'transcribing' : voiceOn ? 'idle' : 'off';
  const status: AssistantStatus = waiting ? 'ENGAGING...' : speech.speaking ? 'SPEAKING...' : 'READY';

  return {
    messages,
    started,
    waiting,
    status,
    voice,
    speaking: speech.speaking,
    trainingPrompt,
    engage,
    disengage,
    send,
    toggleRecording,
    stopSpeaking: speech.stop,
    pause,
    markCorrected,
    closeTraining,
  };
}

export type Assistant = ReturnType<typeof useAssistant>;
