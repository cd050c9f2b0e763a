// Live alignment: network-chat pushes 'alignment:updated' (alignment.score.recomputed) to the user's
// socket room after every change. The payload replaces the cached alignment, personality and insight
// answers and appends the new history point, so an open dashboard follows without a reload and any
// other page finds the cache current. Mounted once for the signed-in app (app/shell/live-updates.tsx).
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { alignmentScoreRecomputed, alignmentView, HISTORY_LIMIT, type AlignmentScoreRecomputed, type HistoryView } from '@immortal/proto/alignment';
import { SOCKET_EVENTS } from '@immortal/proto/network';
import type { SocketListener } from '@/lib/socket-client';
import { alignmentHistoryQueryKey } from '../api/get-alignment-history';
import { identityAlignmentQueryKey } from '../api/get-identity-alignment';
import { insightsQueryKey } from '../api/get-insights';
import { personalityQueryKey } from '../api/get-personality';

const samePoint = (a: HistoryView[number], b: HistoryView[number]) =>
  a.at === b.at && a.overallScore === b.overallScore && a.personalityScore === b.personalityScore && a.behaviorScore === b.behaviorScore && a.voiceScore === b.voiceScore;

const ALIGNMENT_QUERY_KEYS = [identityAlignmentQueryKey, personalityQueryKey, insightsQueryKey, alignmentHistoryQueryKey];

/** Writes one pushed recomputation into the query cache. */
export function applyAlignmentUpdate(qc: QueryClient, update: AlignmentScoreRecomputed): void {
  // A refetch in flight (e.g. started when an entry was saved) may have been answered before this
  // recomputation and would overwrite it when it lands: the push is newer, so it cancels the fetch.
  // (Cancelling reverts the query synchronously, before the writes below.)
  for (const queryKey of ALIGNMENT_QUERY_KEYS) void qc.cancelQueries({ queryKey, exact: true });
  // alignmentView's parse keeps exactly the GET /api/identity-alignment fields
  qc.setQueryData(identityAlignmentQueryKey, alignmentView.parse(update));
  qc.setQueryData(personalityQueryKey, update.personality);
  qc.setQueryData(insightsQueryKey, { insight: update.insight });
  const point = update.historyPoint;
  if (point) {
    // only extend a history already loaded: a lone point must not pass for the whole history
    qc.setQueryData<HistoryView>(alignmentHistoryQueryKey, (history) => {
      if (!history) return history;
      const last = history[history.length - 1];
      if (last && samePoint(last, point)) return history;
      return [...history, point].slice(-HISTORY_LIMIT);
    });
  }
}

/** After a reconnect, updates may have been missed while offline: fetch the answers again. */
function refetchAlignment(qc: QueryClient): void {
  for (const queryKey of ALIGNMENT_QUERY_KEYS) void qc.invalidateQueries({ queryKey });
}

/** Listens on `socket` (null: not connected, nothing to do) for alignment updates while mounted. */
export function useAlignmentRealtime(socket: SocketListener | null): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!socket) return;
    // a socket already open when this mounts has had its first connect: a later one is a reconnect
    let connectedBefore = socket.connected === true;
    const onUpdate = (payload: unknown) => {
      const parsed = alignmentScoreRecomputed.safeParse(payload);
      if (parsed.success) applyAlignmentUpdate(qc, parsed.data);
      else console.warn('Ignored a malformed alignment update', parsed.error.issues);
    };
    const onConnect = () => {
      if (connectedBefore) refetchAlignment(qc);
      connectedBefore = true;
    };
    socket.on(SOCKET_EVENTS.alignmentUpdated, onUpdate);
    socket.on('connect', onConnect);
    return () => {
      socket.off(SOCKET_EVENTS.alignmentUpdated, onUpdate);
      socket.off('connect', onConnect);
    };
  }, [qc, socket]);
}
