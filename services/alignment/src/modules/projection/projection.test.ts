// The invariant behind "replay equals incremental": the projection does not depend on the order in
// which events arrive, nor on duplicates — checked on random sequences without any database.
import { describe, expect, it } from 'vitest';
import { prng, randomSequence } from '../../test/support.js';
import { computeAlignment } from '../scoring/score.js';
import { ev } from '../scoring/test-events.js';
import { changeOf, type Change } from './changes.js';
import { apply, decideItem, emptyProjection, itemsOfState, storageKey } from './projection.js';
import { foldByUser } from './replay.js';

const shuffle = <T>(xs: T[], rnd: () => number): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

describe('projection', () => {
  it('when the same events arrive in any order, with duplicates, then every user ends with the same projection and score', () => {
    const changes = randomSequence(99, 600, ['user-a', 'user-b', 'user-c'])
      .map((p) => changeOf(p.event))
      .filter((c): c is Change => c !== null);
    const reference = foldByUser(changes);
    const rnd = prng(5);
    for (let round = 0; round < 5; round++) {
      const shuffled = shuffle([...changes, ...changes.slice(0, 50)], rnd);
      const other = foldByUser(shuffled);
      expect([...other.keys()].sort()).toEqual([...reference.keys()].sort());
      for (const [userId, state] of reference) {
        expect(other.get(userId)).toEqual(state);
        expect(computeAlignment(itemsOfState(other.get(userId)!))).toEqual(computeAlignment(itemsOfState(state)));
      }
    }
  });

  it('an older event is stale, the same event a duplicate, a newer one applied; a delete leaves a tombstone', () => {
    const state = emptyProjection();
    const v1 = changeOf(ev.entry('user-a', 'first', { entryId: 'e1' }))!;
    const v2 = changeOf(ev.entry('user-a', 'second', { entryId: 'e1' }, 'journal.entry.updated'))!;
    const gone = changeOf(ev.entryDeleted('user-a', 'e1'))!;
    if (v1.op === 'erase' || v2.op === 'erase' || gone.op === 'erase') throw new Error('unexpected');
    apply(state, v2);
    expect(decideItem(state, v1).outcome).toBe('stale');
    expect(decideItem(state, v2).outcome).toBe('duplicate');
    expect(decideItem(state, gone).outcome).toBe('applied');
    apply(state, gone);
    expect(state.items[storageKey('entry', 'e1')]).toMatchObject({ deleted: true, f: null, eventId: gone.eventId });
  });

  it('source ids that are not safe document keys are escaped', () => {
    expect(storageKey('track', 'mb.123$x/y')).toBe('track:mb%2E123%24x%2Fy');
  });
});
