import { PageHeader } from '@/components/page-header';
import { useStats } from '@/features/entries/api/get-stats';
import { usePageTitle } from '@/lib/use-page-title';
import { EntryTypeBars } from '../components/entry-type-bars';
import { GrowthInsights } from '../components/growth-insights';
import { StatCards } from '../components/stat-cards';

export default function InsightsPage() {
  usePageTitle('Insights');
  const stats = useStats();
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <PageHeader className="mb-2" title="Insights" description="See how your writing and habits grow over time." />
      {stats.isError ? <p className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">Your stats could not be loaded.</p> : null}
      <StatCards stats={stats.data} failed={stats.isError} />
      <div className="grid gap-6 lg:grid-cols-2">
        <EntryTypeBars categories={stats.data?.categories} failed={stats.isError} />
        <GrowthInsights />
      </div>
    </div>
  );
}
