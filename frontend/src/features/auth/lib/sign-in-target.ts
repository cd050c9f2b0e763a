import type { TutorialProgressView } from '@immortal/proto/identity';
import { safeRedirectPath } from '@/lib/safe-redirect';

export interface SignInTargetInput {
  /** the raw `?redirect=` value, if any */
  redirect: string | null;
  /** `?skip=true`: the visitor already chose to skip the tutorial */
  skip: boolean;
  /** the saved tutorial progress, or null when it could not be read */
  progress: TutorialProgressView | null;
}

/**
 * Where a successful sign-in lands (spec §2): a safe `?redirect=` path first; then the dashboard when
 * the tutorial was skipped (now or before) or completed; the tutorial otherwise, including when the
 * progress request failed.
 */
export function signInTarget({ redirect, skip, progress }: SignInTargetInput): string {
  const safe = safeRedirectPath(redirect);
  if (safe) return safe;
  if (skip) return '/dashboard';
  if (!progress) return '/tutorial';
  return progress.completed || progress.tutorialSkipped ? '/dashboard' : '/tutorial';
}
