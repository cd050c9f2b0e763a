import { format } from 'date-fns/format';
import { LineChart as LineChartIcon } from 'lucide-react';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { HistoryView } from '@immortal/proto/alignment';
import { Spinner } from '@/components/ui/spinner';
import { scorePercent } from '../model/alignment-display';

const SERIES = [
  { key: 'overall', name: 'Overall', colour: '#4338ca', width: 2.5 },
  { key: 'personality', name: 'Personality', colour: '#7c3aed', width: 1.5 },
  { key: 'behavior', name: 'Behavior', colour: '#0f766e', width: 1.5 },
  { key: 'voice', name: 'Voice', colour: '#c2410c', width: 1.5 },
] as const;

interface Row {
  at: number;
  overall: number;
  personality: number;
  behavior: number;
  voice: number;
}

const toRows = (history: HistoryView): Row[] =>
  history
    .map((p) => ({
      at: new Date(p.at).getTime(),
      overall: scorePercent(p.overallScore),
      personality: scorePercent(p.personalityScore),
      behavior: scorePercent(p.behaviorScore),
      voice: scorePercent(p.voiceScore),
    }))
    .filter((r) => Number.isFinite(r.at));

const day = (at: number) => format(at, 'MMM d, yyyy');
const when = (at: number) => format(at, 'MMM d, yyyy, HH:mm');

/** One sentence for screen readers and everyone: where the overall score started, where it is now. */
export function historySummary(rows: Row[]): string {
  const first = rows[0];
  const last = rows[rows.length - 1];
  if (!first || !last) return 'No score history yet.';
  const change = last.overall - first.overall;
  const trend = change > 0 ? `up ${change} points` : change < 0 ? `down ${-change} points` : 'unchanged';
  if (day(first.at) === day(last.at)) {
    return `Your overall score went from ${first.overall}% to ${last.overall}% (${trend}) over ${rows.length} updates on ${day(last.at)}.`;
  }
  return `Your overall score went from ${first.overall}% on ${day(first.at)} to ${last.overall}% on ${day(last.at)} (${trend}) over ${rows.length} updates.`;
}

/** The overall and sub-scores after each change, oldest first. */
export default function ScoreHistoryChart({ history, isPending, isError }: { history: HistoryView | undefined; isPending: boolean; isError: boolean }) {
  const rows = history ? toRows(history) : [];
  const canDraw = typeof ResizeObserver !== 'undefined';
  // within two days the dates would repeat: label the axis with times instead
  const spanMs = rows.length > 1 ? rows[rows.length - 1]!.at - rows[0]!.at : 0;
  const tickFormat = spanMs < 3_600_000 ? 'HH:mm:ss' : spanMs < 2 * 86_400_000 ? 'HH:mm' : 'MMM d';
  return (
    <section aria-labelledby="score-history-title" className="flex min-w-0 flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 id="score-history-title" className="text-base font-semibold text-slate-900">
        Score history
      </h3>
      {isPending ? (
        <Spinner label="Loading score history..." className="min-h-48" iconClassName="size-6" />
      ) : isError ? (
        <p className="mt-4 text-sm text-slate-600">Score history is not available right now.</p>
      ) : rows.length < 2 ? (
        <div className="mt-4 flex min-h-48 flex-1 flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 p-6 text-center" data-testid="history-empty">
          <LineChartIcon aria-hidden="true" className="size-6 text-slate-400" />
          <p className="text-sm font-medium text-slate-800">Your progress will appear here</p>
          <p className="max-w-xs text-xs text-slate-600">Once your score has changed a couple of times, you will see how it grows.</p>
        </div>
      ) : (
        <figure className="mt-2 min-w-0">
          <figcaption className="text-sm text-slate-600" data-testid="history-summary">
            {historySummary(rows)}
          </figcaption>
          {canDraw ? (
            <div aria-hidden="true" className="mt-3 h-56 w-full min-w-0 overflow-hidden">
              <ResponsiveContainer width="100%" height="100%">
                <LineChart data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer={false}>
                  <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
                  <XAxis
                    dataKey="at"
                    type="number"
                    scale="time"
                    domain={['dataMin', 'dataMax']}
                    tickFormatter={(at: number) => format(at, tickFormat)}
                    tick={{ fontSize: 12, fill: '#475569' }}
                    tickLine={false}
                    axisLine={{ stroke: '#cbd5e1' }}
                    minTickGap={24}
                  />
                  <YAxis domain={[0, 100]} ticks={[0, 25, 50, 75, 100]} unit="%" tick={{ fontSize: 12, fill: '#475569' }} tickLine={false} axisLine={false} />
                  <Tooltip
                    labelFormatter={(at) => when(Number(at))}
                    formatter={(value) => `${String(value)}%`}
                    contentStyle={{ borderRadius: 12, borderColor: '#e2e8f0', fontSize: 12 }}
                  />
                  <Legend itemSorter={null} iconType="plainline" wrapperStyle={{ fontSize: 12 }} />
                  {SERIES.map((s) => (
                    <Line
                      key={s.key}
                      dataKey={s.key}
                      name={s.name}
                      type="monotone"
                      stroke={s.colour}
                      strokeWidth={s.width}
                      dot={rows.length <= 20 ? { r: 2.5 } : false}
                      isAnimationActive={false}
                    />
                  ))}
                </LineChart>
              </ResponsiveContainer>
            </div>
          ) : null}
          {/* a table ignores sr-only's 1px width: the wrapper clips it */}
          <div className="sr-only">
            <table>
              <caption>Score history, oldest first</caption>
              <thead>
                <tr>
                  <th scope="col">Date</th>
                  {SERIES.map((s) => (
                    <th key={s.key} scope="col">
                      {s.name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r, i) => (
                  <tr key={`${r.at}-${i}`}>
                    <th scope="row">{when(r.at)}</th>
                    {SERIES.map((s) => (
                      <td key={s.key}>{r[s.key]}%</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </figure>
      )}
    </section>
  );
}
