// A user's projection and the one rule that changes it, as pure functions. The live consumers apply
// changes in arrival order, the replay in stream order; the rule makes the result independent of order:
//   - an item (one per kind + source id) holds the newest event applied to it (ULIDs sort by time);
//     an older or equal event is ignored (stale / duplicate); a delete leaves a tombstone;
//   - an erasure (identity.user.deleted) keeps its id as a mark and drops every item older than it;
//     an item event older than the mark is ignored, so a late redelivery cannot resurrect data.
import type { Item, ItemKind } from '../scoring/items.js';
import type { Change, ItemChange, UserErasure } from './changes.js';

/** An item as stored: the scoring item (key, kind, source id, event id, time, features). */
export type StoredItem = Item;

export interface ProjectionState {
  /** storage key (storageKey()) -> item */
  items: Record<string, StoredItem>;
  /** id of the newest identity.user.deleted applied, if any */
  erasedThrough: string | null;
}

export const emptyProjection = (): ProjectionState => ({ items: {}, erasedThrough: null });

/**
 * The field name of an item inside the user's document: `<kind>:<source id>` with the characters a
 * document key may not hold ('.', a leading '$') escaped.
 */
export function storageKey(kind: ItemKind, sourceId: string): string {
  return `${kind}:${encodeURIComponent(sourceId).replace(/\./g, '%2E')}`;
}

export function toStored(c: ItemChange): StoredItem {
  return c.op === 'delete'
    ? { key: c.key, kind: c.kind, sourceId: c.sourceId, eventId: c.eventId, occurredAt: c.occurredAt, deleted: true, f: null }
    : ({ key: c.key, kind: c.kind, sourceId: c.sourceId, eventId: c.eventId, occurredAt: c.occurredAt, deleted: false, f: c.f } as StoredItem);
}

export type ItemDecision = { outcome: 'applied'; field: string; item: StoredItem } | { outcome: 'duplicate' | 'stale' };
export type ErasureDecision = { outcome: 'erased'; state: ProjectionState; changed: boolean };

/** What an item change does to a state (the state itself is not modified). */
export function decideItem(state: ProjectionState, change: ItemChange): ItemDecision {
  if (state.erasedThrough && change.eventId <= state.erasedThrough) return { outcome: 'stale' };
  const field = storageKey(change.kind, change.sourceId);
  const current = state.items[field];
  if (current && current.eventId === change.eventId) return { outcome: 'duplicate' };
  if (current && current.eventId > change.eventId) return { outcome: 'stale' };
  return { outcome: 'applied', field, item: toStored(change) };
}

/** What an erasure does to a state (the state itself is not modified). */
export function decideErasure(state: ProjectionState, e: UserErasure): ErasureDecision {
  return { outcome: 'erased', ...erase(state, e) };
}

function erase(state: ProjectionState, e: UserErasure): { state: ProjectionState; changed: boolean } {
  const mark = state.erasedThrough && state.erasedThrough > e.eventId ? state.erasedThrough : e.eventId;
  const items: Record<string, StoredItem> = {};
  let dropped = 0;
  for (const [field, item] of Object.entries(state.items)) {
    if (item.eventId > mark) items[field] = item;
    else dropped++;
  }
  return { state: { items, erasedThrough: mark }, changed: dropped > 0 || mark !== state.erasedThrough };
}

/** Applies a change in place (the replay folds every event with this; the live path uses the same decisions). */
export function apply(state: ProjectionState, change: Change): void {
  if (change.op === 'erase') {
    const { state: next } = decideErasure(state, change);
    state.items = next.items;
    state.erasedThrough = next.erasedThrough;
    return;
  }
  const d = decideItem(state, change);
  if (d.outcome === 'applied') state.items[d.field] = d.item;
}

export const itemsOfState = (state: ProjectionState): StoredItem[] => Object.values(state.items);
