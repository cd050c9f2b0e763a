import type { QualityPromptView } from '@immortal/proto/network';
import { GraduationCap, Loader2, Sparkles, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { useSubmitQualityResponse } from '../api/submit-quality-response';
import { categoryLabel } from '../lib/category';

export const TRAINING_TITLE = 'Quality Training';
export const TRAINING_PLACEHOLDER = 'Take your time to share detailed thoughts...';
export const TRAINING_HINT = 'Detailed answers help your Immortal AI replicate your personality, the way you think and speak.';

/**
 * A quality-training prompt under the conversation. Complete Training sends the trimmed answer
 * ('Training AI...' meanwhile); completing, Skip or close hide it. A failed submit is only logged.
 */
export function QualityTrainingCard({ prompt, onClose }: { prompt: QualityPromptView; onClose: () => void }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const submit = useSubmitQualityResponse();
  const blank = answer.trim() === '';

  const complete = () => {
    if (blank || submit.isPending) return;
    submit.mutate(
      { promptId: prompt.id, userResponse: answer.trim() },
      {
        onSuccess: (reply) => {
          if (reply?.message) toast({ title: 'Training complete', description: reply.message });
          onClose();
        },
        onError: (error) => console.error('Failed to submit response', error),
      },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative grid max-h-[50%] shrink-0 gap-2.5 overflow-y-auto border-t border-indigo-100 bg-gradient-to-b from-indigo-50 to-white px-3 pt-3 pb-3 sm:px-4"
    >
      <div className="flex items-start justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <GraduationCap aria-hidden="true" className="size-4 shrink-0 text-indigo-700" />
          <h3 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
            {TRAINING_TITLE}
          </h3>
          <Badge>{categoryLabel(prompt.category)}</Badge>
        </div>
        <Button variant="ghost" size="icon" className="-mt-1.5 -mr-2 size-8 shrink-0" aria-label="Close" onClick={onClose} disabled={submit.isPending}>
          <X aria-hidden="true" />
        </Button>
      </div>
      <p id={`${id}-prompt`} className="text-sm leading-relaxed font-medium text-slate-800">
        {prompt.promptText}
      </p>
      <label htmlFor={`${id}-answer`} className="sr-only">
        Your answer
      </label>
      <Textarea
        id={`${id}-answer`}
        rows={3}
        value={answer}
        readOnly={submit.isPending}
        placeholder={TRAINING_PLACEHOLDER}
        onChange={(event) => setAnswer(event.target.value)}
        aria-describedby={`${id}-prompt ${id}-hint`}
        className="min-h-20 resize-none bg-white text-sm"
      />
      <p id={`${id}-hint`} className="flex items-start gap-1.5 text-xs text-slate-600">
        <Sparkles aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-indigo-500" />
        {TRAINING_HINT}
      </p>
      <div className="flex items-center justify-end gap-2">
        <Button variant="ghost" size="sm" className="h-9" onClick={onClose} disabled={submit.isPending}>
          Skip
        </Button>
        <Button size="sm" className="h-9" onClick={complete} disabled={blank || submit.isPending}>
          {submit.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : null}
          {submit.isPending ? 'Training AI...' : 'Complete Training'}
        </Button>
      </div>
    </section>
  );
}
