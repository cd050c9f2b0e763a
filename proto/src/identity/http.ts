// Identity HTTP contracts. Messages are the spec's texts word for word (core §5): the server answers
// the same messages the forms show.
import { z } from 'zod';

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(20, 'Username must be less than 20 characters')
  .regex(/^[A-Za-z0-9_]+$/, 'Username can only contain letters, numbers, and underscores');

export const passwordField = z
  .string({ error: 'Password is required' })
  .min(6, 'Password must be at least 6 characters')
  .max(100, 'Password is too long');

export const registerBody = z.object({
  firstName: z.string({ error: 'First name is required' }).trim().min(1, 'First name is required').max(50, 'First name is too long'),
  lastName: z.string({ error: 'Last name is required' }).trim().min(1, 'Last name is required').max(50, 'Last name is too long'),
  username: usernameField,
  email: z.string({ error: 'Please enter a valid email address' }).trim().email('Please enter a valid email address'),
  password: passwordField,
});
export type RegisterBody = z.infer<typeof registerBody>;

/** The register form adds a confirmation field; the server never receives it. */
export const registerForm = registerBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, { message: "Passwords don't match", path: ['confirmPassword'] });
export type RegisterForm = z.infer<typeof registerForm>;

export const loginBody = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required'),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const userView = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isEmailVerified: z.boolean(),
  lastLoginAt: z.string().nullable(),
  voiceModelId: z.string().nullable(),
  voiceModelReady: z.boolean(),
  voiceTrainingCompleted: z.boolean(),
  voiceTrainingCompletedAt: z.string().nullable(),
  voiceTrainingSamples: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserView = z.infer<typeof userView>;

export const TUTORIAL_STEPS = 8;

export const tutorialProgressView = z.object({
  currentStep: z.number().int(),
  completed: z.boolean(),
  completedSteps: z.array(z.number().int()),
  tutorialSkipped: z.boolean(),
  lastAccessedAt: z.string().nullable(),
});
export type TutorialProgressView = z.infer<typeof tutorialProgressView>;

const stepIndex = z.number().int().min(0).max(TUTORIAL_STEPS - 1);
/** core §5: all fields optional. */
export const tutorialProgressBody = z.object({
  currentStep: stepIndex.optional(),
  completed: z.boolean().optional(),
  completedSteps: z.array(stepIndex).max(TUTORIAL_STEPS).optional(),
  tutorialSkipped: z.boolean().optional(),
});
export type TutorialProgressBody = z.infer<typeof tutorialProgressBody>;

/** Public, unauthenticated: what the login screen may offer (the demo button only in DEMO_MODE). */
export const authOptionsView = z.object({ demoMode: z.boolean() });
export type AuthOptionsView = z.infer<typeof authOptionsView>;

/** Delete All Data: the user types their username to confirm. */
export const deleteAccountBody = z.object({
  confirmUsername: z.string({ error: 'Type your username to confirm' }).trim().min(1, 'Type your username to confirm'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

/** NATS request-reply between gateway and identity: resolve a session cookie to a user. */
export const SESSION_COOKIE = 'immortal_sid';
export const sessionLookupRequest = z.object({ sessionId: z.string().min(1).max(200) });
export const sessionLookupReply = z.object({
  user: z.object({ id: z.string(), username: z.string() }).nullable(),
  /** hash of the session id, the key gateways use to drop a cached entry when it is revoked */
  key: z.string(),
});
export type SessionLookupReply = z.infer<typeof sessionLookupReply>;
/** Core NATS broadcast (not JetStream): every gateway drops its cached entry for this session key. */
export const sessionRevokedMessage = z.object({ keys: z.array(z.string()) });
