// The use cases: apply a consumed event to the user's projection (idempotently), recompute and store
// the score with its event in the same write, publish it, and answer the reads. One user's work runs
// in that user's queue, so the seven consumers never interleave writes to one document.
import type { Envelope, Logger } from '@immortal/kit';
import type { EventType } from '@immortal/proto';
import type { AlignmentView, HistoryView, InsightView, PersonalityView } from '@immortal/proto/alignment';
import { changeOf, type ItemChange, type UserErasure } from '../projection/changes.js';
import type { KeyedQueue } from '../projection/keyed-queue.js';
import { decideErasure, decideItem, itemsOfState } from '../projection/projection.js';
import { emptyAlignment } from '../scoring/score.js';
import { resultOf, sameResult, scored, type Cause } from './recompute.js';
import type { UserStore } from './user-store.js';

/** What happened to one delivered event (counted; tests and the bench read the counts). */
export type Outcome = 'applied' | 'duplicate' | 'stale' | 'erased' | 'skipped';

export class ShuttingDown extends Error {
  override name = 'ShuttingDown';
}

/** How often events whose publish failed (NATS down) are retried. */
const RETRY_MS = 1000;

export class AlignmentService {
  private closing = false;
  private timer: NodeJS.Timeout | null = null;
  readonly outcomes: Record<Outcome, number> = { applied: 0, duplicate: 0, stale: 0, erased: 0, skipped: 0 };

  constructor(
    readonly queue: KeyedQueue,
    readonly users: UserStore,
    private readonly logger: Logger,
  ) {}

  /** The consumers' entry point. Throws only on a transient failure (the message is redelivered). */
  async handle(event: Envelope<EventType>): Promise<Outcome> {
    if (this.closing) throw new ShuttingDown('alignment is stopping; the event will be redelivered');
    const change = changeOf(event);
    if (!change) return this.count('skipped');
    const outcome = await this.queue.run(change.userId, () => (change.op === 'erase' ? this.erase(change) : this.apply(change)));
    return this.count(outcome);
  }

  private count(o: Outcome): Outcome {
    this.outcomes[o]++;
    return o;
  }

  private async apply(change: ItemChange): Promise<Outcome> {
    const st = await this.users.load(change.userId);
    const decision = decideItem(st.projection, change);
    if (decision.outcome !== 'applied') return decision.outcome;
    const next = { items: { ...st.projection.items, [decision.field]: decision.item }, erasedThrough: st.projection.erasedThrough };
    const cause: Cause = { eventId: change.eventId, type: change.eventType, sourceId: change.sourceId };
    const s = scored(change.userId, resultOf(next), st.history, cause);
    await this.users.commit(st, next, s);
    await this.users.publish(st);
    return 'applied';
  }

  private async erase(e: UserErasure): Promise<Outcome> {
    const st = await this.users.load(e.userId);
    const decision = decideErasure(st.projection, e);
    if (!decision.changed) return 'duplicate';
    // items, score and history go with the user; only events newer than the erasure survive it
    const s = itemsOfState(decision.state).length
      ? scored(e.userId, resultOf(decision.state), [], { eventId: e.eventId, type: e.eventType, sourceId: null })
      : null;
    await this.users.commit(st, decision.state, s);
    await this.users.publish(st);
    return 'erased';
  }

  // ---- reads: each user only ever reads their own document

  async view(userId: string): Promise<AlignmentView> {
    return (await this.users.read(userId)).score?.view ?? emptyAlignment().view;
  }

  async personality(userId: string): Promise<PersonalityView> {
    return (await this.users.read(userId)).score?.personality ?? emptyAlignment().personality;
  }

  async insight(userId: string): Promise<InsightView> {
    return { insight: (await this.users.read(userId)).score?.insight ?? emptyAlignment().insight };
  }

  async history(userId: string): Promise<HistoryView> {
    return (await this.users.read(userId)).history;
  }

  /** POST /refresh: recompute from the projection now; stores and publishes only if something moved. */
  async refresh(userId: string): Promise<AlignmentView> {
    return this.queue.run(userId, async () => {
      const st = await this.users.load(userId);
      const result = resultOf(st.projection);
      const nothingKnown = !st.score && itemsOfState(st.projection).length === 0;
      if (nothingKnown || sameResult(st.score, result)) return result.view;
      await this.users.commit(st, st.projection, scored(userId, result, st.history, null));
      await this.users.publish(st);
      return result.view;
    });
  }

  // ---- housekeeping

  /**
   * Start-up, before the consumers start (so a user's old event can never be pushed after a new one):
   * publish whatever a previous instance left in outboxes; then retry failed publishes every second.
   */
  async startHousekeeping(): Promise<void> {
    try {
      const n = await this.users.republishAll();
      if (n) this.logger.info({ events: n }, 'republished alignment events left in outboxes');
    } catch (err) {
      this.logger.warn({ err }, 'republishing outboxes failed; the users’ next writes publish them');
    }
    this.timer = setInterval(() => void this.retryUnpublished(), RETRY_MS);
    this.timer.unref();
  }

  private async retryUnpublished(): Promise<void> {
    const due = [...this.users.dirty].filter((userId) => this.queue.idleFor(userId) && this.users.hasUnpublished(userId));
    for (const userId of due) await this.queue.run(userId, () => this.users.settle(userId)).catch(() => undefined);
  }

  /** Stop taking events, let the queued ones finish, publish and remove every outbox entry. */
  async drain(): Promise<void> {
    this.closing = true;
    if (this.timer) clearInterval(this.timer);
    await this.queue.idle();
    for (const userId of [...this.users.dirty]) {
      await this.queue.run(userId, () => this.users.settle(userId)).catch((err) => this.logger.warn({ err, userId }, 'settling outbox failed'));
    }
  }
}
