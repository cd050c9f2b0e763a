import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';
import { defaultSocket, getSocket, useSocketConnection, type ManagedSocket } from './socket-client';

const fakeSocket = () => ({
  on: vi.fn(),
  off: vi.fn(),
  connect: vi.fn<() => void>(),
  disconnect: vi.fn<() => void>(),
});

function setup(signedIn: boolean, socket: ManagedSocket | null) {
  const qc = createQueryClient();
  qc.setQueryData(['/api/user'], signedIn ? { id: 'u1', username: 'ada' } : null);
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
  const hook = renderHook(({ on }) => useSocketConnection(on, socket), { wrapper, initialProps: { on: signedIn } });
  return { qc, ...hook };
}

describe('the shared socket connection', () => {
  it('connects only while signed in', () => {
    const socket = fakeSocket();
    const { result, rerender } = setup(false, socket);
    expect(socket.connect).not.toHaveBeenCalled();
    expect(result.current).toBeNull();
    rerender({ on: true });
    expect(socket.connect).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(socket);
    rerender({ on: false });
    expect(socket.disconnect).toHaveBeenCalled();
    expect(result.current).toBeNull();
  });

  it('disconnects on logout, when the cached user is cleared', () => {
    const socket = fakeSocket();
    const { qc } = setup(true, socket);
    expect(socket.disconnect).not.toHaveBeenCalled();
    qc.clear(); // what useLogout does on success
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('ignores other queries coming and going', () => {
    const socket = fakeSocket();
    const { qc } = setup(true, socket);
    qc.setQueryData(['/api/entries'], []);
    qc.removeQueries({ queryKey: ['/api/entries'] });
    expect(socket.disconnect).not.toHaveBeenCalled();
  });

  it('is one shared socket.io client on /socket.io with credentials, WebSocket first, not opened by itself', () => {
    const socket = getSocket();
    expect(getSocket()).toBe(socket);
    expect(socket.io.opts).toMatchObject({ path: '/socket.io', withCredentials: true, transports: ['websocket', 'polling'], autoConnect: false });
    expect(socket.connected).toBe(false);
    expect(socket.active).toBe(false);
  });

  it('opens no real connection in unit tests', () => {
    expect(defaultSocket()).toBeNull();
  });
});
