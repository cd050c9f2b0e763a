import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AlignmentView, HistoryView } from '@immortal/proto/alignment';
import { SOCKET_EVENTS } from '@immortal/proto/network';
import { createQueryClient } from '@/lib/query-client';
import type { SocketListener } from '@/lib/socket-client';
import { alignmentHistoryQueryKey } from '../api/get-alignment-history';
import { identityAlignmentQueryKey } from '../api/get-identity-alignment';
import { insightsQueryKey } from '../api/get-insights';
import { personalityQueryKey } from '../api/get-personality';
import { alignmentFixture, historyFixture, insightFixture, personalityFixture, recomputedFixture } from '../test/fixtures';
import { useAlignmentRealtime } from './use-alignment-realtime';

/** A stand-in for the socket.io client: records listeners, lets the test emit. */
function fakeSocket(connected = true) {
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const socket: SocketListener & { emit: (event: string, ...args: unknown[]) => void; count: (event: string) => number } = {
    connected,
    on: vi.fn((event: string, listener: (...args: unknown[]) => void) => {
      if (!listeners.has(event)) listeners.set(event, new Set());
      listeners.get(event)!.add(listener);
    }),
    off: vi.fn((event: string, listener: (...args: unknown[]) => void) => {
      listeners.get(event)?.delete(listener);
    }),
    emit: (event, ...args) => listeners.get(event)?.forEach((l) => l(...args)),
    count: (event) => listeners.get(event)?.size ?? 0,
  };
  return socket;
}

function setup(socket: SocketListener | null) {
  const qc = createQueryClient();
  qc.setQueryData(identityAlignmentQueryKey, alignmentFixture());
  qc.setQueryData(personalityQueryKey, personalityFixture());
  qc.setQueryData(insightsQueryKey, insightFixture());
  qc.setQueryData(alignmentHistoryQueryKey, historyFixture());
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const hook = renderHook(() => useAlignmentRealtime(socket), { wrapper });
  return { qc, ...hook };
}

describe('live alignment updates', () => {
  it("on 'alignment:updated', then the alignment, personality, insight and history caches take the payload", () => {
    const socket = fakeSocket();
    const { qc } = setup(socket);
    const update = recomputedFixture();

    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, update));

    const view = qc.getQueryData<AlignmentView>(identityAlignmentQueryKey);
    expect(view?.overallScore).toBe(0.81);
    expect(view?.dataPoints).toBe(49);
    // exactly the GET /api/identity-alignment fields, nothing of the event's extras
    expect(Object.keys(view ?? {}).sort()).toEqual(Object.keys(alignmentFixture()).sort());
    expect(qc.getQueryData(personalityQueryKey)).toEqual(update.personality);
    expect(qc.getQueryData(insightsQueryKey)).toEqual({ insight: 'A new insight after your latest entry.' });
    const history = qc.getQueryData<HistoryView>(alignmentHistoryQueryKey);
    expect(history).toHaveLength(4);
    expect(history?.at(-1)).toEqual(update.historyPoint);
  });

  it('when a refetch answered before the recomputation is still in flight, then the push wins over its older answer', async () => {
    const socket = fakeSocket();
    const { qc } = setup(socket);
    let answer!: (view: AlignmentView) => void;
    // e.g. the refetch an entry save starts: its answer was computed before alignment saw the entry
    const refetch = qc.fetchQuery({ queryKey: identityAlignmentQueryKey, queryFn: () => new Promise<AlignmentView>((r) => (answer = r)), staleTime: 0 });

    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, recomputedFixture()));
    answer(alignmentFixture());
    await refetch.catch(() => undefined);

    expect(qc.getQueryData<AlignmentView>(identityAlignmentQueryKey)?.overallScore).toBe(0.81);
  });

  it('does not append the same point twice, nor a null point', () => {
    const socket = fakeSocket();
    const { qc } = setup(socket);
    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, recomputedFixture()));
    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, recomputedFixture()));
    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, recomputedFixture({ historyPoint: null, overallScore: 0.9 })));
    expect(qc.getQueryData<HistoryView>(alignmentHistoryQueryKey)).toHaveLength(4);
    expect(qc.getQueryData<AlignmentView>(identityAlignmentQueryKey)?.overallScore).toBe(0.9);
  });

  it('leaves a history that was never loaded alone (a lone point is not the whole history)', () => {
    const socket = fakeSocket();
    const { qc } = setup(socket);
    qc.removeQueries({ queryKey: alignmentHistoryQueryKey });
    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, recomputedFixture()));
    expect(qc.getQueryData(alignmentHistoryQueryKey)).toBeUndefined();
    expect(qc.getQueryData<AlignmentView>(identityAlignmentQueryKey)?.overallScore).toBe(0.81);
  });

  it('ignores a malformed payload', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const socket = fakeSocket();
    const { qc } = setup(socket);
    act(() => socket.emit(SOCKET_EVENTS.alignmentUpdated, { overallScore: 'high' }));
    expect(qc.getQueryData<AlignmentView>(identityAlignmentQueryKey)?.overallScore).toBe(0.72);
  });

  it('after a reconnect, fetches the answers again (updates may have been missed)', () => {
    const socket = fakeSocket(true);
    const { qc } = setup(socket);
    const invalidate = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    act(() => socket.emit('connect'));
    expect(invalidate.mock.calls.map(([filters]) => filters?.queryKey)).toEqual(
      expect.arrayContaining([identityAlignmentQueryKey, personalityQueryKey, insightsQueryKey, alignmentHistoryQueryKey]),
    );
  });

  it('on the first connect, fetches nothing again', () => {
    const socket = fakeSocket(false);
    const { qc } = setup(socket);
    const invalidate = vi.spyOn(qc, 'invalidateQueries').mockResolvedValue();
    act(() => socket.emit('connect'));
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted, and does nothing without a socket', () => {
    const socket = fakeSocket();
    const { unmount } = setup(socket);
    expect(socket.count(SOCKET_EVENTS.alignmentUpdated)).toBe(1);
    unmount();
    expect(socket.count(SOCKET_EVENTS.alignmentUpdated)).toBe(0);
    expect(() => setup(null)).not.toThrow();
  });
});
