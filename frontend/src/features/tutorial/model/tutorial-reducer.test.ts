import { describe, expect, it } from 'vitest';
import { initialTutorialState, toProgressBody, tutorialReducer, tutorialStateFrom, type TutorialState } from './tutorial-reducer';
import { tutorialSteps } from './tutorial-steps';

const at = (currentStep: number, over: Partial<TutorialState> = {}): TutorialState => ({ ...initialTutorialState, currentStep, ...over });

describe('tutorial transitions', () => {
  it('has the eight steps of the spec in order', () => {
    expect(tutorialSteps.map((s) => s.id)).toEqual([
      'welcome',
      'capture-thoughts',
      'ai-tools',
      'music-personality',
      'media-visual',
      'chat-ai',
      'identity-score',
      'avatar-generation',
    ]);
    expect(tutorialSteps.map((s) => s.action && [s.action.label, s.action.to])).toEqual([
      undefined,
      ['Begin', '/capture'],
      ['Explore AI Tools', '/ai-tools'],
      ['Explore Music', '/music'],
      ['Upload Media', '/photography'],
      ['Start Chatting', '/chat'],
      ['View Dashboard', '/dashboard'],
      ['Generate Avatar', '/ai-tools/avatar-generation'],
    ]);
  });

  it('when Next is pressed, then the step rises by one and the step left is marked done', () => {
    expect(tutorialReducer(at(0), { type: 'next' })).toEqual(at(1, { completedSteps: [0] }));
    expect(tutorialReducer(at(3, { completedSteps: [0, 1, 2] }), { type: 'next' })).toEqual(at(4, { completedSteps: [0, 1, 2, 3] }));
  });

  it('when Next reaches the last step, then the tutorial is completed', () => {
    const state = tutorialReducer(at(6, { completedSteps: [0, 1, 2, 3, 4, 5] }), { type: 'next' });
    expect(state).toEqual(at(7, { completed: true, completedSteps: [0, 1, 2, 3, 4, 5, 6] }));
  });

  it('when Next is pressed before the last step, then completed stays false', () => {
    expect(tutorialReducer(at(5), { type: 'next' }).completed).toBe(false);
  });

  it('when Next is pressed on the last step, then nothing changes', () => {
    const last = at(7, { completed: true });
    expect(tutorialReducer(last, { type: 'next' })).toBe(last);
  });

  it('does not mark a step twice', () => {
    expect(tutorialReducer(at(2, { completedSteps: [0, 1, 2] }), { type: 'next' }).completedSteps).toEqual([0, 1, 2]);
  });

  it('when Previous is pressed, then the step falls by one and nothing else changes', () => {
    expect(tutorialReducer(at(4, { completedSteps: [0, 1, 2, 3] }), { type: 'previous' })).toEqual(at(3, { completedSteps: [0, 1, 2, 3] }));
  });

  it('when Previous is pressed on the first step, then nothing changes', () => {
    const first = at(0);
    expect(tutorialReducer(first, { type: 'previous' })).toBe(first);
  });

  it('when the tutorial is skipped, then it jumps to the last step with every step done', () => {
    expect(tutorialReducer(at(2, { completedSteps: [0, 1] }), { type: 'skip' })).toEqual({
      currentStep: 7,
      completed: true,
      completedSteps: [0, 1, 2, 3, 4, 5, 6, 7],
      tutorialSkipped: true,
    });
  });

  it("when a step's action is used, then that step is marked done and the tutorial stays where it is", () => {
    expect(tutorialReducer(at(3, { completedSteps: [0, 1, 2] }), { type: 'completeStep', step: 3 })).toEqual(at(3, { completedSteps: [0, 1, 2, 3] }));
  });

  it('when Get Started is pressed, then the tutorial is completed including the last step', () => {
    expect(tutorialReducer(at(7, { completedSteps: [0, 1, 2, 3, 4, 5, 6] }), { type: 'finish' })).toEqual(
      at(7, { completed: true, completedSteps: [0, 1, 2, 3, 4, 5, 6, 7] }),
    );
  });

  it('starts from the saved progress, clamping what is out of range', () => {
    expect(tutorialStateFrom(undefined)).toEqual(initialTutorialState);
    expect(
      tutorialStateFrom({ currentStep: 12, completed: false, completedSteps: [3, 1, 1, 9], tutorialSkipped: false, lastAccessedAt: null }),
    ).toEqual(at(7, { completedSteps: [1, 3] }));
  });

  it('saves every field of the state', () => {
    expect(toProgressBody(at(2, { completedSteps: [0, 1] }))).toEqual({ currentStep: 2, completed: false, completedSteps: [0, 1], tutorialSkipped: false });
  });
});
