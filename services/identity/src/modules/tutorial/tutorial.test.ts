import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, startBackingServices } from '@immortal/testkit';
import { createApp } from '../../app.js';

describe('tutorial progress', () => {
  let env: Awaited<ReturnType<typeof startBackingServices>>;
  let app: Awaited<ReturnType<typeof createApp>>;
  beforeAll(async () => {
    env = await startBackingServices();
    app = await createApp(env.config('identity'));
  });
  afterAll(async () => {
    await app?.close();
    await env?.release();
  });

  it('when nothing was saved yet, then progress starts at step 0, not completed', async () => {
    const res = await asUser(app, 'newbie').get('/api/tutorial-progress');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ currentStep: 0, completed: false, completedSteps: [], tutorialSkipped: false });
  });

  it('when progress is saved, then fields merge and only the owner sees them', async () => {
    const ada = asUser(app, 'ada');
    await ada.post('/api/tutorial-progress').send({ currentStep: 2, completedSteps: [0, 1] });
    const res = await ada.post('/api/tutorial-progress').send({ completed: true, tutorialSkipped: true });
    expect(res.body).toMatchObject({ currentStep: 2, completedSteps: [0, 1], completed: true, tutorialSkipped: true });
    expect(res.body.lastAccessedAt).toBeTruthy();
    const bob = await asUser(app, 'bob').get('/api/tutorial-progress');
    expect(bob.body).toMatchObject({ currentStep: 0, completed: false });
  });

  it('when a step is out of range, then 400', async () => {
    const res = await asUser(app, 'ada').post('/api/tutorial-progress').send({ currentStep: 8 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
  });
});
