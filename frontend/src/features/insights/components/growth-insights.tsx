import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useInsights } from '@/features/dashboard/api/get-insights';

export const INSIGHTS_FALLBACK =
  'Insights are on their way. Keep capturing: once your Immortal AI has learned from your entries, it will tell you here what it notices about you.';

/** Growth Insights from /api/insights; any failure (it may not be deployed yet) shows a calm fallback, never an error toast. */
export function GrowthInsights() {
  const insights = useInsights();
  const text = insights.data?.insight?.trim();
  return (
    <Card className="bg-gradient-to-br from-white to-indigo-50/60">
      <CardHeader className="p-5 sm:p-6">
        <div className="flex items-center gap-3">
          <span className="inline-flex size-9 items-center justify-center rounded-lg bg-indigo-600 text-white">
            <Lightbulb aria-hidden="true" className="size-5" />
          </span>
          <div className="grid gap-1">
            <CardTitle>Growth Insights</CardTitle>
            <CardDescription>What your Immortal AI notices in what you share.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="p-5 pt-0 sm:p-6 sm:pt-0" aria-live="polite">
        {insights.isPending ? (
          <div role="status" className="grid gap-2.5">
            <span className="sr-only">Loading insights...</span>
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : (
          <p className="max-w-prose text-base leading-relaxed text-slate-800">{text || INSIGHTS_FALLBACK}</p>
        )}
      </CardContent>
    </Card>
  );
}
