import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as navigation from '@/lib/navigation';
import { json, renderWithProviders, stubFetch } from '@/test/render';
import { UserMenu } from './user-menu';

afterEach(() => vi.unstubAllGlobals());

/** Radix opens its menu on pointerdown (left button) or keyboard; jsdom needs the pointer fields set. */
function openMenu(trigger: HTMLElement) {
  fireEvent.pointerDown(trigger, { button: 0, ctrlKey: false, pointerType: 'mouse' });
}

describe('the account menu', () => {
  it("when Log out is chosen, then it reads 'Logging out...', drops the cache and goes to /login", async () => {
    let finishLogout: (res: Response) => void = () => undefined;
    const { fetchStub, calls } = stubFetch({
      'GET /api/user': () => json(200, { id: 'u1', username: 'ada', firstName: 'Ada', lastName: '' }),
      'POST /api/logout': () => new Promise<Response>((resolve) => (finishLogout = resolve)),
    });
    vi.stubGlobal('fetch', fetchStub);
    const go = vi.spyOn(navigation, 'hardNavigate').mockImplementation(() => undefined);
    const { queryClient } = renderWithProviders(<UserMenu />);
    const clear = vi.spyOn(queryClient, 'clear');
    const trigger = await screen.findByRole('button', { name: 'Account menu for ada' });
    await waitFor(() => expect(trigger).toHaveTextContent('A'));
    openMenu(trigger);
    const item = await screen.findByRole('menuitem', { name: 'Log out' });
    fireEvent.click(item);
    expect(await screen.findByRole('menuitem', { name: 'Logging out...' })).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/logout')).toBe(true);
    await act(async () => finishLogout(new Response(null, { status: 204 })));
    await waitFor(() => expect(go).toHaveBeenCalledWith('/login'));
    expect(clear).toHaveBeenCalled();
    expect(clear.mock.invocationCallOrder[0]).toBeLessThan(go.mock.invocationCallOrder[0]!);
  });
});
