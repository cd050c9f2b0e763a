import type { TutorialProgressBody, TutorialProgressView } from '@immortal/proto/identity';
import type { UserRef } from '@immortal/kit';
import { TutorialProgress } from './tutorial.model.js';

interface Stored {
  currentStep?: number;
  completed?: boolean;
  completedSteps?: number[];
  tutorialSkipped?: boolean;
  lastAccessedAt?: Date | null;
}

const view = (p: Stored | null): TutorialProgressView => ({
  currentStep: p?.currentStep ?? 0,
  completed: p?.completed ?? false,
  completedSteps: [...new Set(p?.completedSteps ?? [])].sort((a, b) => a - b),
  tutorialSkipped: p?.tutorialSkipped ?? false,
  lastAccessedAt: p?.lastAccessedAt ? new Date(p.lastAccessedAt).toISOString() : null,
});

export class TutorialService {
  async get(user: UserRef): Promise<TutorialProgressView> {
    return view(await TutorialProgress.findOne({ userId: user.id }).lean());
  }

  /** Merges the given fields (all optional, core §5) into the user's progress. */
  async update(user: UserRef, body: TutorialProgressBody): Promise<TutorialProgressView> {
    const set: Record<string, unknown> = { lastAccessedAt: new Date() };
    for (const key of ['currentStep', 'completed', 'tutorialSkipped'] as const) if (body[key] !== undefined) set[key] = body[key];
    if (body.completedSteps) set.completedSteps = [...new Set(body.completedSteps)].sort((a, b) => a - b);
    await TutorialProgress.updateOne({ userId: user.id }, { $set: set }, { upsert: true });
    return this.get(user);
  }
}
