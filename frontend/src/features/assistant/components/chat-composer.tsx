import { Loader2, Mic, Send } from 'lucide-react';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { VoiceState } from '../hooks/use-assistant';
import { INPUT_PLACEHOLDER } from '../lib/constants';

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onToggleRecording: () => void;
  waiting: boolean;
  voice: VoiceState;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line. Send is disabled while a reply is awaited,
 * while recording, or when there is nothing to send. Speak records a voice message (Speak / Recording).
 */
export function ChatComposer({ value, onChange, onSend, onToggleRecording, waiting, voice, inputRef }: ChatComposerProps) {
  const id = useId();
  const recording = voice === 'recording';
  const transcribing = voice === 'transcribing';
  const canSend = !waiting && !recording && value.trim() !== '';

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="grid gap-2 border-t border-slate-200 bg-white px-3 pt-3 pb-3 sm:px-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <label htmlFor={`${id}-message`} className="sr-only">
        Message your Immortal AI
      </label>
      <Textarea
        ref={inputRef}
        id={`${id}-message`}
        rows={2}
        value={value}
        placeholder={INPUT_PLACEHOLDER}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={`${id}-hint`}
        className="max-h-32 min-h-[2.75rem] resize-none text-sm"
      />
      <p id={`${id}-hint`} className="sr-only">
        Press Enter to send, Shift+Enter for a new line.
      </p>
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onToggleRecording}
          disabled={(waiting && !recording) || transcribing}
          aria-pressed={recording}
          className={cn('h-9 min-w-24', recording && 'border-red-300 bg-red-50 text-red-800 hover:bg-red-100 hover:text-red-900')}
        >
          {transcribing ? (
            <Loader2 aria-hidden="true" className="animate-spin" />
          ) : recording ? (
            <span aria-hidden="true" className="size-2.5 animate-pulse rounded-full bg-red-600" />
          ) : (
            <Mic aria-hidden="true" />
          )}
          {recording ? 'Recording' : 'Speak'}
        </Button>
        {transcribing ? (
          <span role="status" className="text-xs text-slate-500">
            Transcribing...
          </span>
        ) : null}
        <Button type="submit" size="sm" className="h-9 min-w-20" disabled={!canSend}>
          <Send aria-hidden="true" />
          Send
        </Button>
      </div>
    </form>
  );
}
