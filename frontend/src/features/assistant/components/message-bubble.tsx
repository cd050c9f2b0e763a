import { format } from 'date-fns';
import { Check, UserX } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import type { AssistantMessage } from '../lib/types';
import { CorrectionForm } from './correction-form';
import { ReplyCitations } from './reply-citations';

export const NOT_ME_LABEL = "That's not me";

function timeOf(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'p');
}

/**
 * One message. An AI reply shows its words as they are revealed, then its citations and the
 * 'That's not me' action (or, once corrected, what the user would have said).
 */
export function MessageBubble({ message, onCorrected }: { message: AssistantMessage; onCorrected: (id: string, text: string) => void }) {
  const [correcting, setCorrecting] = useState(false);
  const notMeButton = useRef<HTMLButtonElement>(null);
  const correctedBox = useRef<HTMLDivElement>(null);
  const [justCorrected, setJustCorrected] = useState(false);

  // after saving a correction, focus (and so scroll to) what the user said, in place of the closed form
  useEffect(() => {
    if (!justCorrected || !message.correctedResponse) return;
    setJustCorrected(false);
    correctedBox.current?.focus();
  }, [justCorrected, message.correctedResponse]);
  const time = timeOf(message.timestamp);

  if (message.isUser) {
    return (
      <li className="flex min-w-0 flex-col items-end gap-0.5">
        <span className="sr-only">You said:</span>
        <p className="max-w-[85%] rounded-2xl rounded-br-sm bg-indigo-600 px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-white">
          {message.message}
        </p>
        {time ? <time dateTime={message.timestamp} className="px-1 text-[11px] text-slate-500">{time}</time> : null}
      </li>
    );
  }

  const text = message.isAnimating ? message.animatedText : message.message;
  const canCorrect = Boolean(message.conversationId) && !message.isAnimating && !message.correctedResponse;

  return (
    <li className="flex min-w-0 flex-col items-start gap-0.5" aria-busy={message.isAnimating || undefined}>
      <span className="sr-only">Immortal AI said:</span>
      <p
        data-testid="ai-message"
        className={cn(
          'max-w-[90%] rounded-2xl rounded-bl-sm bg-slate-100 px-3.5 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-900',
          message.correctedResponse && 'text-slate-500',
        )}
      >
        {text}
        {message.isAnimating ? <span aria-hidden="true" className="ml-0.5 inline-block h-3.5 w-0.5 translate-y-0.5 animate-pulse bg-indigo-500" /> : null}
      </p>
      {!message.isAnimating && message.citations?.length ? <ReplyCitations citations={message.citations} /> : null}
      {message.correctedResponse ? (
        <div
          ref={correctedBox}
          tabIndex={-1}
          className="mt-1 grid max-w-[90%] gap-1 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-slate-900 outline-none focus-visible:ring-2 focus-visible:ring-emerald-500"
        >
          <Badge variant="success" className="w-fit">
            <Check aria-hidden="true" className="size-3" />
            Corrected
          </Badge>
          <p className="leading-relaxed break-words whitespace-pre-wrap">{message.correctedResponse}</p>
        </div>
      ) : null}
      <div className="flex items-center gap-2 px-1">
        {time ? <time dateTime={message.timestamp} className="text-[11px] text-slate-500">{time}</time> : null}
        {canCorrect && !correcting ? (
          <button
            ref={notMeButton}
            type="button"
            onClick={() => setCorrecting(true)}
            className="inline-flex items-center gap-1 rounded-md px-1 py-0.5 text-[11px] font-medium text-slate-600 hover:bg-slate-100 hover:text-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600"
          >
            <UserX aria-hidden="true" className="size-3" />
            {NOT_ME_LABEL}
          </button>
        ) : null}
      </div>
      {canCorrect && correcting && message.conversationId ? (
        <div className="w-full max-w-[90%]">
          <CorrectionForm
            conversationId={message.conversationId}
            onSaved={(corrected) => {
              setCorrecting(false);
              setJustCorrected(true);
              onCorrected(message.id, corrected);
            }}
            onCancel={() => {
              setCorrecting(false);
              requestAnimationFrame(() => notMeButton.current?.focus());
            }}
          />
        </div>
      ) : null}
    </li>
  );
}
