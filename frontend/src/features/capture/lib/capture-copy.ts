// The words of the Capture screen: what each type is for, and the prompt inside the empty field.
import type { CaptureType } from '@/features/entries/lib/entry-types';

export const SAVE_SUCCESS_TOAST = { title: 'Entry saved', description: 'Your entry has been saved successfully.' } as const;
export const SAVE_FAILURE_TOAST = { title: 'Error', description: 'Failed to save entry. Please try again.' } as const;
export const RECENT_ENTRIES_EMPTY = 'No entries yet. Start capturing your thoughts above!';
export const RECENT_ENTRIES_LIMIT = 5;

export const TYPE_HINTS: Record<CaptureType, string> = {
  thought: 'Words you live by',
  memory: 'A moment worth keeping',
  reflection: 'What life has taught you',
};

export const TYPE_PLACEHOLDERS: Record<CaptureType, string> = {
  thought:
    'A line you live by, a quote that stayed with you, or a thought you want to keep. Who said it, and why does it matter to you?',
  memory:
    'Describe a moment you never want to forget: where you were, who was with you, what you saw and heard, and how it felt.',
  reflection:
    'Go deeper. What has been on your mind lately? What did you learn, what would you do differently, and what does it say about who you are becoming?',
};
