import { describe, expect, it } from 'vitest';
import type { TutorialProgressView } from '@immortal/proto/identity';
import { signInTarget } from './sign-in-target';

const progress = (over: Partial<TutorialProgressView> = {}): TutorialProgressView => ({
  currentStep: 0,
  completed: false,
  completedSteps: [],
  tutorialSkipped: false,
  lastAccessedAt: null,
  ...over,
});

describe('where a sign-in lands', () => {
  it('goes to the tutorial while it is neither completed nor skipped', () => {
    expect(signInTarget({ redirect: null, skip: false, progress: progress() })).toBe('/tutorial');
  });
  it('goes to the dashboard once the tutorial is completed or skipped', () => {
    expect(signInTarget({ redirect: null, skip: false, progress: progress({ completed: true }) })).toBe('/dashboard');
    expect(signInTarget({ redirect: null, skip: false, progress: progress({ tutorialSkipped: true }) })).toBe('/dashboard');
  });
  it('goes to the tutorial when the progress could not be read', () => {
    expect(signInTarget({ redirect: null, skip: false, progress: null })).toBe('/tutorial');
  });
  it('honours a same-origin redirect path', () => {
    expect(signInTarget({ redirect: '/capture?x=1', skip: false, progress: progress() })).toBe('/capture?x=1');
  });
  it('ignores redirects to other origins', () => {
    for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', 'capture']) {
      expect(signInTarget({ redirect, skip: false, progress: progress() })).toBe('/tutorial');
    }
  });
  it('goes to the dashboard when the tutorial was skipped before signing in', () => {
    expect(signInTarget({ redirect: null, skip: true, progress: null })).toBe('/dashboard');
  });
});
