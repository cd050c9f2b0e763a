import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/use-toast';
import { useUser } from '@/features/auth/api/get-user';
import { useSaveTutorialProgress } from '../api/save-tutorial-progress';
import { stepActionTarget, tutorialExitTarget } from '../model/step-action-target';
import { LAST_STEP, toProgressBody, tutorialReducer, type TutorialState } from '../model/tutorial-reducer';
import { useArrowKeys } from '../model/use-arrow-keys';
import { TutorialCard } from './tutorial-card';

const saveFailed = () => toast({ variant: 'destructive', title: 'Error', description: 'Failed to save tutorial progress' });

/**
 * The tutorial's behaviour: every click moves the screen at once and is saved in the background
 * (POST /api/tutorial-progress, then refetched). Next, Previous and Get Started report a failed save;
 * Skip and the step actions only log it and carry on.
 */
export function TutorialFlow({ initial }: { initial: TutorialState }) {
  const navigate = useNavigate();
  const signedIn = Boolean(useUser().data);
  const save = useSaveTutorialProgress();
  const [state, setState] = useState(initial);
  const [leaving, setLeaving] = useState(false);
  // Saves go out one after another, so a quick series of clicks is stored in order.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  // The latest state, for handlers fired twice before React re-renders (fast key repeats).
  const current = useRef(state);
  current.current = state;

  const move = (next: TutorialState) => {
    current.current = next;
    setState(next);
  };

  const persist = (next: TutorialState): Promise<unknown> => {
    const saved = queue.current.then(() => save.mutateAsync(toProgressBody(next)));
    queue.current = saved.catch(() => undefined);
    return saved;
  };

  const step = (type: 'next' | 'previous') => {
    if (leaving) return;
    const before = current.current;
    const next = tutorialReducer(before, { type });
    if (next === before) return;
    move(next);
    persist(next).catch(saveFailed);
  };

  const leave = async (next: TutorialState, to: string, what: string) => {
    setLeaving(true);
    move(next);
    try {
      await persist(next);
    } catch (error) {
      console.error(`Failed to save tutorial progress (${what})`, error);
    }
    navigate(to);
  };

  const onSkip = () => leave(tutorialReducer(current.current, { type: 'skip' }), tutorialExitTarget(signedIn), 'skip');

  const onAction = (index: number, to: string) =>
    leave(tutorialReducer(current.current, { type: 'completeStep', step: index }), stepActionTarget(to, signedIn), `step ${index + 1} action`);

  const onFinish = async () => {
    setLeaving(true);
    const next = tutorialReducer(current.current, { type: 'finish' });
    move(next);
    try {
      await persist(next);
    } catch {
      setLeaving(false);
      saveFailed();
      return;
    }
    navigate(tutorialExitTarget(signedIn));
  };

  useArrowKeys({
    onLeft: () => step('previous'),
    onRight: () => {
      if (current.current.currentStep < LAST_STEP) step('next');
    },
  });

  return (
    <TutorialCard
      state={state}
      busy={leaving}
      onNext={() => step('next')}
      onPrevious={() => step('previous')}
      onSkip={onSkip}
      onFinish={onFinish}
      onAction={onAction}
    />
  );
}
