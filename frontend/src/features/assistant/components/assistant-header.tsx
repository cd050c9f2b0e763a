import { ChevronDown, Sparkles, VolumeX } from 'lucide-react';
import type { Ref } from 'react';
import { cn } from '@/lib/utils';
import type { AssistantStatus } from '../lib/constants';

const STATUS_DOT: Record<AssistantStatus, string> = {
  READY: 'bg-emerald-400',
  'ENGAGING...': 'bg-amber-400 animate-pulse',
  'SPEAKING...': 'bg-sky-400 animate-pulse',
};

export interface AssistantHeaderProps {
  titleId: string;
  status: AssistantStatus;
  started: boolean;
  speaking: boolean;
  onEngage: () => void;
  onDisengage: () => void;
  onStopSpeaking: () => void;
  onCollapse: () => void;
  engageRef?: Ref<HTMLButtonElement>;
}

/** 'IMMORTAL AI', its status (READY / ENGAGING... / SPEAKING...), ENGAGE or DISENGAGE, and Collapse. */
export function AssistantHeader({ titleId, status, started, speaking, onEngage, onDisengage, onStopSpeaking, onCollapse, engageRef }: AssistantHeaderProps) {
  return (
    <header className="flex items-center gap-2 bg-gradient-to-r from-indigo-950 via-indigo-900 to-violet-900 px-3 py-2.5 text-white sm:px-4">
      <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-white/10 ring-1 ring-white/20 sm:size-9">
        <Sparkles className="size-4.5 text-indigo-200" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="truncate text-sm font-semibold tracking-[0.12em] whitespace-nowrap sm:tracking-[0.2em]">
          IMMORTAL AI
        </h2>
        <p className="flex items-center gap-1.5 text-[11px] font-medium tracking-wider text-indigo-100" data-testid="assistant-status">
          <span aria-hidden="true" className={cn('size-1.5 rounded-full', STATUS_DOT[status])} />
          {status}
        </p>
      </div>
      {speaking ? (
        <button
          type="button"
          onClick={onStopSpeaking}
          aria-label="Stop speaking"
          title="Stop speaking"
          className="grid size-8 shrink-0 place-items-center rounded-full text-indigo-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
        >
          <VolumeX aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <button
        ref={engageRef}
        type="button"
        onClick={started ? onDisengage : onEngage}
        className={cn(
          'h-8 shrink-0 rounded-full px-3 text-xs font-semibold tracking-wider transition-colors sm:px-3.5 sm:tracking-widest focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white',
          started ? 'bg-white/10 text-white ring-1 ring-white/40 hover:bg-white/20' : 'bg-white text-indigo-900 shadow-sm hover:bg-indigo-50',
        )}
      >
        {started ? 'DISENGAGE' : 'ENGAGE'}
      </button>
      <button
        type="button"
        onClick={onCollapse}
        aria-label="Collapse"
        title="Collapse"
        className="grid size-8 shrink-0 place-items-center rounded-full text-indigo-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-white"
      >
        <ChevronDown aria-hidden="true" className="size-5" />
      </button>
    </header>
  );
}
