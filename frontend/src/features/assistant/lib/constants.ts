// The floating assistant's constants (twin-features §9).

/** Shown, word by word, when the user presses ENGAGE. Word for word from the spec. */
export const GREETING =
  "Hello! I'm your Immortal AI - a digital embodiment of your thoughts and experiences. I'm here to have meaningful conversations with you. What's on your mind today?";

/** One more word of a new AI reply appears every 200 ms. */
export const WORD_REVEAL_MS = 200;
/** The list scrolls to the bottom 50 to 100 ms after it changes (after layout has settled). */
export const SCROLL_DELAY_MS = 50;
export const NEW_MESSAGE_SCROLL_DELAY_MS = 100;
/** A quality-training prompt is requested 2 s after a reply... */
export const TRAINING_PROMPT_DELAY_MS = 2000;
/** ...once the conversation holds at least this many messages (typed, or voice mode). */
export const TRAINING_THRESHOLD_TYPED = 5;
export const TRAINING_THRESHOLD_VOICE = 4;
/** GET /api/daily-prompt is refetched every hour. */
export const DAILY_PROMPT_REFETCH_MS = 60 * 60 * 1000;

/** Browser speech synthesis, used when the user's own voice is not available. */
export const SPEECH_RATE = 0.8;
export const SPEECH_PITCH = 1.1;
export const SPEECH_VOLUME = 0.8;

export const EMPTY_CONVERSATION_TEXT = 'Click ENGAGE to start a conversation...';
export const INPUT_PLACEHOLDER = 'Type your message...';

export type AssistantStatus = 'READY' | 'ENGAGING...' | 'SPEAKING...';
