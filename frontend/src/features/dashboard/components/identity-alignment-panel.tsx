import { Brain, Mic, Target } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AlignmentView } from '@immortal/proto/alignment';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useAlignmentHistory } from '../api/get-alignment-history';
import { useIdentityAlignment } from '../api/get-identity-alignment';
import { useInsights } from '../api/get-insights';
import { useMusicPersonalityProfile } from '../api/get-music-personality-profile';
import { usePersonality } from '../api/get-personality';
import { useRefreshIdentityAlignment } from '../api/refresh-identity-alignment';
import { behaviorPercent, scorePercent, topEmotions } from '../model/alignment-display';
import { DASHBOARD_TAB_EVENT } from '../model/dashboard-tab-event';
import { SCORE_TEXT } from '../model/metric-descriptions';
import { isDetail, useDetailToggle, type Detail } from '../model/use-detail-toggle';
import { BehaviorDetail } from './behavior-detail';
import { EarlyState } from './early-state';
import { EmotionChips } from './emotion-chips';
import { OverallScoreCard } from './overall-score-card';
import { PersonalityDetail } from './personality-detail';
import { ScoreToggleCard } from './score-toggle-card';
import { SubScores } from './sub-scores';
import { VoiceDetail } from './voice-detail';

// recharts is heavy: the chart arrives in its own chunk, after the scores
const ScoreHistoryChart = lazy(() => import('./score-history-chart'));

const detailId = (detail: Detail) => `alignment-detail-${detail}`;

const DETAIL_TITLES: Record<Detail, string> = {
  personality: 'Personality details',
  behavior: 'Behavior details',
  voice: 'Voice details',
};

function PanelFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="identity-alignment-title" className="grid min-w-0 grid-cols-1 gap-4">
      <div>
        <h2 id="identity-alignment-title" className="text-xl font-semibold tracking-tight text-slate-900">
          Identity Alignment
        </h2>
        <p className="mt-1 text-sm text-slate-600">How closely your Immortal AI matches you, and what it has learned from.</p>
      </div>
      {children}
    </section>
  );
}

/** Tells screen-reader users when a pushed update changes the overall score. */
function ScoreAnnouncer({ percent }: { percent: number }) {
  const previous = useRef(percent);
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (previous.current === percent) return;
    previous.current = percent;
    setMessage(`Identity Alignment score updated to ${percent}%.`);
  }, [percent]);
  return (
    <p className="sr-only" aria-live="polite">
      {message}
    </p>
  );
}

export function IdentityAlignmentPanel() {
  const alignment = useIdentityAlignment();
  const personality = usePersonality();
  const insights = useInsights();
  const history = useAlignmentHistory();
  const music = useMusicPersonalityProfile();
  const refresh = useRefreshIdentityAlignment();

  const detailRef = useRef<HTMLDivElement>(null);
  const { open, setOpen, toggle } = useDetailToggle([detailRef]);

  // ?tab=personality|behavior|voice (announced by the page as dashboardTabChange) opens that detail
  useEffect(() => {
    const onTab = (event: Event) => {
      const tab = (event as CustomEvent<unknown>).detail;
      if (isDetail(tab)) setOpen(tab);
    };
    window.addEventListener(DASHBOARD_TAB_EVENT, onTab);
    return () => window.removeEventListener(DASHBOARD_TAB_EVENT, onTab);
  }, [setOpen]);

  // on a phone the detail opens below all four cards: bring its top into view when it would be off-screen
  useEffect(() => {
    if (!open) return;
    const section = document.getElementById(detailId(open));
    if (!section) return;
    const top = section.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.75) {
      const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      window.scrollBy?.({ top: top - 88, behavior: reduceMotion ? 'auto' : 'smooth' });
    }
  }, [open]);

  if (alignment.isPending) {
    return (
      <PanelFrame>
        <div className="rounded-2xl border border-slate-200 bg-white">
          <Spinner label="Loading alignment data..." className="min-h-56" />
        </div>
      </PanelFrame>
    );
  }

  const view: AlignmentView | null | undefined = alignment.data;
  if (!view) {
    return (
      <PanelFrame>
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="font-medium text-slate-900">No alignment data available</p>
          <p className="max-w-md text-sm text-slate-600">
            {alignment.isError ? 'We could not load your score just now.' : 'Capture your first thought and your Immortal AI will start learning from you.'}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            {alignment.isError ? (
              <Button variant="outline" onClick={() => void alignment.refetch()}>
                Try again
              </Button>
            ) : null}
            <Button asChild variant="link">
              <Link to="/collect">Capture a thought</Link>
            </Button>
          </div>
        </div>
      </PanelFrame>
    );
  }

  const onRefresh = () =>
    refresh.mutate(undefined, {
      onError: (error) =>
        toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error) ?? 'Failed to refresh your alignment score. Please try again.' }),
    });

  const overall = scorePercent(view.overallScore);
  const personalityPercent = scorePercent(view.personalityScore);
  const behavior = behaviorPercent(view.behaviorScore);
  const voice = scorePercent(view.voiceScore);
  const emotions = topEmotions(view.personalityBreakdown.dominantEmotions);

  return (
    <PanelFrame>
      <ScoreAnnouncer percent={overall} />
      {view.early ? <EarlyState view={view} /> : null}

      <div className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 xl:grid-cols-4">
        <OverallScoreCard view={view} refreshing={refresh.isPending} onRefresh={onRefresh} />
        <ScoreToggleCard
          detail="personality"
          title="Personality"
          icon={Brain}
          percent={personalityPercent}
          description={SCORE_TEXT.personality.description}
          expanded={open === 'personality'}
          controls={detailId('personality')}
          onToggle={toggle}
        >
          {emotions.length > 0 ? (
            <EmotionChips inline emotions={emotions} label="Dominant emotions" />
          ) : (
            <span className="text-xs text-slate-600">No dominant emotions yet</span>
          )}
        </ScoreToggleCard>
        <ScoreToggleCard
          detail="behavior"
          title="Behavior"
          icon={Target}
          percent={behavior}
          description={SCORE_TEXT.behavior.description}
          expanded={open === 'behavior'}
          controls={detailId('behavior')}
          onToggle={toggle}
        >
          <span className="text-xs text-slate-600">
            {view.behaviorBreakdown.responseCount.toLocaleString()} {view.behaviorBreakdown.responseCount === 1 ? 'response' : 'responses'} ·{' '}
            {view.behaviorBreakdown.contextsCovered.toLocaleString()} {view.behaviorBreakdown.contextsCovered === 1 ? 'context' : 'contexts'}
          </span>
        </ScoreToggleCard>
        <ScoreToggleCard
          detail="voice"
          title="Voice"
          icon={Mic}
          percent={voice}
          description={SCORE_TEXT.voice.description}
          expanded={open === 'voice'}
          controls={detailId('voice')}
          onToggle={toggle}
        />
      </div>

      <div ref={detailRef} className="min-w-0">
        {(['personality', 'behavior', 'voice'] as const).map((detail) => (
          <section key={detail} id={detailId(detail)} aria-label={DETAIL_TITLES[detail]} hidden={open !== detail} className="animate-fade-in">
            {open !== detail ? null : detail === 'personality' ? (
              <PersonalityDetail
                view={view}
                personality={personality.data}
                personalityPending={personality.isPending}
                insight={insights.data}
                insightPending={insights.isPending}
                musicProfile={music.data}
              />
            ) : detail === 'behavior' ? (
              <BehaviorDetail view={view} />
            ) : (
              <VoiceDetail view={view} />
            )}
          </section>
        ))}
      </div>

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <SubScores subScores={view.subScores} />
        <Suspense fallback={<div className="min-h-64 rounded-2xl border border-slate-200 bg-white" aria-hidden="true" />}>
          <ScoreHistoryChart history={history.data} isPending={history.isPending} isError={history.isError} />
        </Suspense>
      </div>
    </PanelFrame>
  );
}

