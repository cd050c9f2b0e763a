import { Spinner } from '@/components/ui/spinner';
import { usePageTitle } from '@/lib/use-page-title';
import { useTutorialProgress } from '../api/get-tutorial-progress';
import { TutorialFlow } from '../components/tutorial-flow';
import { tutorialStateFrom } from '../model/tutorial-reducer';

export default function TutorialPage() {
  usePageTitle('Tutorial');
  const progress = useTutorialProgress();
  return (
    <div className="mx-auto w-full max-w-3xl">
      <header className="mb-6">
        <p className="text-sm font-medium text-indigo-700">Getting started</p>
        <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">Your tour of Immortal</h1>
      </header>
      {progress.isPending ? (
        <Spinner className="min-h-[40vh]" />
      ) : (
        // The saved progress picks the first step (step 1 when it could not be read).
        <TutorialFlow initial={tutorialStateFrom(progress.data)} />
      )}
    </div>
  );
}
