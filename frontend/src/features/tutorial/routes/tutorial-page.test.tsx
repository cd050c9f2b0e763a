import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from 'react-router-dom';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import TutorialPage from './tutorial-page';

afterEach(() => vi.unstubAllGlobals());

const progress = (over = {}) => ({ currentStep: 0, completed: false, completedSteps: [], tutorialSkipped: false, lastAccessedAt: null, ...over });

function setup(routes: Parameters<typeof stubFetch>[0]) {
  const stub = stubFetch({ 'GET /api/user': () => json(200, { id: 'u1', username: 'ada' }), ...routes });
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithProviders(
    <Routes>
      <Route path="/tutorial" element={<TutorialPage />} />
      <Route path="*" element={<p>Landed on another page</p>} />
    </Routes>,
    { route: '/tutorial' },
  );
  return stub;
}

const posts = (calls: ReturnType<typeof stubFetch>['calls']) => calls.filter((c) => c.method === 'POST').map((c) => c.body);

describe('the tutorial screen', () => {
  it('starts at the saved step with its badge, progress and actions', async () => {
    setup({ 'GET /api/tutorial-progress': () => json(200, progress({ currentStep: 2, completedSteps: [0, 1] })) });
    expect(await screen.findByText('Step 3 of 8')).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String((3 / 8) * 100));
    expect(screen.getByRole('button', { name: /Explore AI Tools/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip Tutorial' })).toBeInTheDocument();
  });

  it('when Next and Previous are pressed, then the step moves and each change is saved', async () => {
    const { calls } = setup({
      'GET /api/tutorial-progress': () => json(200, progress()),
      'POST /api/tutorial-progress': () => json(200, progress()),
    });
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    await waitFor(() =>
      expect(posts(calls)).toEqual([
        { currentStep: 1, completed: false, completedSteps: [0], tutorialSkipped: false },
        { currentStep: 0, completed: false, completedSteps: [0], tutorialSkipped: false },
      ]),
    );
    // the progress is refetched after each save
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/tutorial-progress').length).toBeGreaterThanOrEqual(2));
  });

  it('moves with the arrow keys, but not while typing in a field', async () => {
    setup({ 'GET /api/tutorial-progress': () => json(200, progress()), 'POST /api/tutorial-progress': () => json(200, progress()) });
    await screen.findByText('Step 1 of 8');
    fireEvent.keyDown(document.body, { key: 'ArrowRight' });
    expect(screen.getByText('Step 2 of 8')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'ArrowLeft' });
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    const field = document.createElement('input');
    document.body.append(field);
    fireEvent.keyDown(field, { key: 'ArrowRight' });
    expect(screen.getByText('Step 1 of 8')).toBeInTheDocument();
    field.remove();
  });

  it("when a save fails, then the destructive toast 'Error' / 'Failed to save tutorial progress' shows", async () => {
    setup({ 'GET /api/tutorial-progress': () => json(200, progress()), 'POST /api/tutorial-progress': () => new Response('', { status: 500 }) });
    await screen.findByText('Step 1 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(screen.getByText('Failed to save tutorial progress')).toBeInTheDocument();
      expect(screen.getByText('Error')).toBeInTheDocument();
    });
  });

  it('on the last step offers Get Started, which completes the tutorial and opens the dashboard', async () => {
    const { calls } = setup({
      'GET /api/tutorial-progress': () => json(200, progress({ currentStep: 7, completedSteps: [0, 1, 2, 3, 4, 5, 6], completed: true })),
      'POST /api/tutorial-progress': () => json(200, progress()),
    });
    await screen.findByText('Step 8 of 8');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Get Started/ }));
    expect(await screen.findByText('Landed on another page')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ currentStep: 7, completed: true, completedSteps: [0, 1, 2, 3, 4, 5, 6, 7], tutorialSkipped: false }]);
  });

  it('when skipped, then it saves the skip and opens the dashboard even if saving fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = setup({ 'GET /api/tutorial-progress': () => json(200, progress()), 'POST /api/tutorial-progress': () => new Response('', { status: 500 }) });
    await screen.findByText('Step 1 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tutorial' }));
    expect(await screen.findByText('Landed on another page')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ currentStep: 7, completed: true, completedSteps: [0, 1, 2, 3, 4, 5, 6, 7], tutorialSkipped: true }]);
    expect(error).toHaveBeenCalled();
    expect(screen.queryByText('Failed to save tutorial progress')).not.toBeInTheDocument();
  });

  it("when a step's action is used, then the step is marked done and its page opens", async () => {
    const { calls } = setup({
      'GET /api/tutorial-progress': () => json(200, progress({ currentStep: 1, completedSteps: [0] })),
      'POST /api/tutorial-progress': () => json(200, progress()),
    });
    await screen.findByText('Step 2 of 8');
    fireEvent.click(screen.getByRole('button', { name: /Begin/ }));
    expect(await screen.findByText('Landed on another page')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ currentStep: 1, completed: false, completedSteps: [0, 1], tutorialSkipped: false }]);
  });

  it('when the progress cannot be read, then it starts at step 1', async () => {
    setup({ 'GET /api/tutorial-progress': () => new Response('', { status: 500 }) });
    expect(await screen.findByText('Step 1 of 8')).toBeInTheDocument();
  });
});
