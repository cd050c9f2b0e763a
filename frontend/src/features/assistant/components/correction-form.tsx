import { Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { useCorrectReply } from '../api/correct-reply';

export const CORRECTION_LABEL = 'What would you have said?';
export const CORRECTION_FAILED = 'Could not save your correction. Please try again.';

/** The inline 'That's not me' form: what the user would have said instead, posted as a correction. */
export function CorrectionForm({ conversationId, onSaved, onCancel }: { conversationId: string; onSaved: (text: string) => void; onCancel: () => void }) {
  const id = useId();
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement>(null);
  const correct = useCorrectReply();
  const blank = text.trim() === '';
  const error = correct.isError ? (getErrorMessage(correct.error) ?? CORRECTION_FAILED) : null;

  useEffect(() => {
    field.current?.focus();
  }, []);

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (blank || correct.isPending) return;
    const correctedResponse = text.trim();
    correct.mutate(
      { conversationId, correctedResponse },
      { onSuccess: (view) => onSaved(view?.correctedResponse ?? correctedResponse) },
    );
  };

  return (
    <form
      onSubmit={save}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          // closes this form only, not the whole widget
          event.stopPropagation();
          onCancel();
        }
      }}
      className="mt-2 grid gap-2 rounded-xl border border-indigo-100 bg-indigo-50/60 p-3"
      aria-busy={correct.isPending || undefined}
    >
      <Label htmlFor={`${id}-text`} className="text-xs">
        {CORRECTION_LABEL}
      </Label>
      <Textarea
        ref={field}
        id={`${id}-text`}
        rows={3}
        value={text}
        readOnly={correct.isPending}
        onChange={(event) => setText(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="resize-none bg-white text-sm"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel} disabled={correct.isPending}>
          Cancel
        </Button>
        <Button type="submit" size="sm" disabled={blank || correct.isPending}>
          {correct.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          Save
        </Button>
      </div>
    </form>
  );
}
