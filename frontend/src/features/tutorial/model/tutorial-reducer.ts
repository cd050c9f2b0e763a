// The tutorial's state transitions (spec §4), pure so they are tested without a browser.
import { TUTORIAL_STEPS, type TutorialProgressBody, type TutorialProgressView } from '@immortal/proto/identity';

export const LAST_STEP = TUTORIAL_STEPS - 1;

export interface TutorialState {
  currentStep: number;
  completed: boolean;
  completedSteps: number[];
  tutorialSkipped: boolean;
}

export type TutorialAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'skip' }
  | { type: 'completeStep'; step: number }
  | { type: 'finish' };

export const initialTutorialState: TutorialState = { currentStep: 0, completed: false, completedSteps: [], tutorialSkipped: false };

const clampStep = (step: number) => Math.min(LAST_STEP, Math.max(0, Math.trunc(step)));
const withStep = (steps: readonly number[], step: number) => (steps.includes(step) ? [...steps] : [...steps, step].sort((a, b) => a - b));

/** The saved progress as tutorial state (a step out of range is clamped). */
export function tutorialStateFrom(progress: TutorialProgressView | null | undefined): TutorialState {
  if (!progress) return initialTutorialState;
  return {
    currentStep: clampStep(progress.currentStep),
    completed: progress.completed,
    completedSteps: [...new Set(progress.completedSteps.filter((s) => s >= 0 && s <= LAST_STEP))].sort((a, b) => a - b),
    tutorialSkipped: progress.tutorialSkipped,
  };
}

export function tutorialReducer(state: TutorialState, action: TutorialAction): TutorialState {
  switch (action.type) {
    case 'next': {
      // Next moves on and marks the step just left as done; reaching the last step completes the tutorial.
      if (state.currentStep >= LAST_STEP) return state;
      const currentStep = state.currentStep + 1;
      return {
        ...state,
        currentStep,
        completedSteps: withStep(state.completedSteps, state.currentStep),
        completed: state.completed || currentStep >= LAST_STEP,
      };
    }
    case 'previous':
      if (state.currentStep <= 0) return state;
      return { ...state, currentStep: state.currentStep - 1 };
    case 'skip':
      return {
        currentStep: LAST_STEP,
        completed: true,
        completedSteps: Array.from({ length: TUTORIAL_STEPS }, (_, i) => i),
        tutorialSkipped: true,
      };
    case 'completeStep':
      return { ...state, completedSteps: withStep(state.completedSteps, clampStep(action.step)) };
    case 'finish':
      return {
        ...state,
        currentStep: LAST_STEP,
        completed: true,
        completedSteps: withStep(state.completedSteps, state.currentStep),
      };
  }
}

/** What is saved with POST /api/tutorial-progress after a transition. */
export function toProgressBody(state: TutorialState): TutorialProgressBody {
  return {
    currentStep: state.currentStep,
    completed: state.completed,
    completedSteps: state.completedSteps,
    tutorialSkipped: state.tutorialSkipped,
  };
}
