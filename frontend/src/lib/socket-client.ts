// The app's one socket.io connection to the gateway (path /socket.io, same origin). The session cookie
// authenticates it, so it is opened only while someone is signed in and closed when they sign out.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';

/** What features need of a socket: listening. Tests pass a fake with these two methods. */
export interface SocketListener {
  readonly connected?: boolean;
  on(event: string, listener: (...args: any[]) => void): unknown;
  off(event: string, listener: (...args: any[]) => void): unknown;
}

/** What the connection hook needs of a socket. */
export interface ManagedSocket extends SocketListener {
  connect(): unknown;
  disconnect(): unknown;
}

export const SOCKET_PATH = '/socket.io';

let shared: Socket | null = null;

/** The shared socket (created on first use, not yet connected). */
export function getSocket(): Socket {
  shared ??= io({
    path: SOCKET_PATH,
    withCredentials: true,
    transports: ['websocket', 'polling'],
    // fall back to long-polling when the WebSocket cannot be opened (proxies that strip upgrades)
    tryAllTransports: true,
    autoConnect: false,
  });
  return shared;
}

/** Opens the shared connection (a no-op while it is open or reconnecting). */
export function connectSocket(): Socket {
  const socket = getSocket();
  if (!socket.active) socket.connect();
  return socket;
}

/** Closes the shared connection, if any; it will not reconnect on its own. */
export function disconnectSocket(): void {
  shared?.disconnect();
}

/**
 * The socket the app should use: the shared one, except in unit tests (jsdom has no server to talk to;
 * tests inject a fake socket instead).
 */
export function defaultSocket(): ManagedSocket | null {
  if (import.meta.env.MODE === 'test') return null;
  return getSocket();
}

const isUserQuery = (key: readonly unknown[]) => key.length === 1 && key[0] === '/api/user';

/**
 * Keeps `socket` connected while `signedIn`, and disconnects it when the user signs out: when signedIn
 * turns false, or when the cached `/api/user` answer is removed (logout clears the cache) or becomes null.
 * Returns the socket while signed in, else null.
 */
export function useSocketConnection(signedIn: boolean, socket: ManagedSocket | null = defaultSocket()): ManagedSocket | null {
  const qc = useQueryClient();

  useEffect(() => {
    if (!socket) return;
    if (signedIn) socket.connect();
    else socket.disconnect();
  }, [signedIn, socket]);

  useEffect(() => {
    if (!socket) return;
    return qc.getQueryCache().subscribe((event) => {
      if (!isUserQuery(event.query.queryKey)) return;
      const signedOut = event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success' && event.query.state.data == null);
      if (signedOut) socket.disconnect();
    });
  }, [qc, socket]);

  return signedIn ? socket : null;
}
