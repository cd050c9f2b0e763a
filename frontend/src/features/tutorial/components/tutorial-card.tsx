import { TUTORIAL_STEPS } from '@immortal/proto/identity';
import { ArrowLeft, ArrowRight, ArrowUpRight, Rocket } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Progress } from '@/components/ui/progress';
import type { TutorialState } from '../model/tutorial-reducer';
import { tutorialSteps } from '../model/tutorial-steps';
import { TutorialStepDots } from './tutorial-step-dots';

export interface TutorialCardProps {
  state: TutorialState;
  busy: boolean;
  onNext: () => void;
  onPrevious: () => void;
  onSkip: () => void;
  onFinish: () => void;
  onAction: (step: number, to: string) => void;
}

/** One tutorial step: where you are, what this part of Immortal does, and the way onwards. */
export function TutorialCard({ state, busy, onNext, onPrevious, onSkip, onFinish, onAction }: TutorialCardProps) {
  const index = state.currentStep;
  const step = tutorialSteps[index] ?? tutorialSteps[0]!;
  const Icon = step.icon;
  const isFirst = index === 0;
  const isLast = index === TUTORIAL_STEPS - 1;
  const stepLabel = `Step ${index + 1} of ${TUTORIAL_STEPS}`;

  return (
    <Card className="overflow-hidden">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-8">
        <Badge>{stepLabel}</Badge>
        <Button variant="ghost" size="sm" onClick={onSkip} disabled={busy}>
          Skip Tutorial
        </Button>
      </div>
      <div className="px-5 pt-5 sm:px-8">
        <Progress value={((index + 1) / TUTORIAL_STEPS) * 100} max={100} aria-label="Tutorial progress" aria-valuetext={stepLabel} />
      </div>

      <section aria-live="polite" aria-labelledby="tutorial-step-title" className="px-5 py-8 text-center sm:px-10 sm:py-10">
        <span className="mx-auto mb-5 inline-flex size-14 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-100 text-indigo-700 ring-1 ring-indigo-100">
          <Icon aria-hidden="true" className="size-7" />
        </span>
        <h2 id="tutorial-step-title" className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {step.title}
        </h2>
        <p className="mx-auto mt-3 max-w-prose text-base leading-relaxed text-slate-600">{step.description}</p>
        {step.action ? (
          <Button variant="outline" className="mt-6" onClick={() => onAction(index, step.action!.to)} disabled={busy}>
            {step.action.label}
            <ArrowUpRight aria-hidden="true" />
          </Button>
        ) : null}
        <div className="mt-8">
          <TutorialStepDots total={TUTORIAL_STEPS} current={index} completed={state.completedSteps} />
        </div>
      </section>

      <div className="flex items-center justify-between gap-3 border-t border-slate-100 bg-slate-50/60 px-5 py-4 sm:px-8">
        <Button variant="outline" onClick={onPrevious} disabled={isFirst}>
          <ArrowLeft aria-hidden="true" />
          Previous
        </Button>
        <p className="hidden text-xs text-slate-600 sm:block">
          Tip: use the <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">←</kbd>{' '}
          <kbd className="rounded border border-slate-300 bg-white px-1 font-sans">→</kbd> keys
        </p>
        {isLast ? (
          <Button onClick={onFinish} disabled={busy}>
            <Rocket aria-hidden="true" />
            Get Started
          </Button>
        ) : (
          <Button onClick={onNext}>
            Next
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
      </div>
    </Card>
  );
}
