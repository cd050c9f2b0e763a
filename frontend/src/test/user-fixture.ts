/** The signed-in user GET /api/user answers with in tests that render the app. */
export const userFixture = {
  id: 'u1',
  username: 'ada',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  isEmailVerified: false,
  lastLoginAt: null,
  voiceModelId: null,
  voiceModelReady: false,
  voiceTrainingCompleted: false,
  voiceTrainingCompletedAt: null,
  voiceTrainingSamples: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};
