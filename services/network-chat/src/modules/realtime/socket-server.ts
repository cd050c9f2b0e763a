// The socket.io server behind the gateway. The gateway authenticates the session cookie on the
// WebSocket/polling request and injects x-user-id with the internal token; here each socket joins its
// own user's room, so a push to `user:<id>` reaches that user's tabs and nobody else's.
import { timingSafeEqual } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import { HEADERS, type Logger } from '@immortal/kit';
import { userRoom } from '@immortal/proto/network';

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export class Realtime {
  private io: Server | null = null;

  constructor(
    private readonly internalToken: string,
    private readonly logger: Logger,
  ) {}

  attach(server: HttpServer): void {
    const io = new Server(server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    io.use((socket, next) => {
      const headers = socket.request.headers;
      const token = headers[HEADERS.internalToken];
      const userId = headers[HEADERS.userId];
      if (typeof token !== 'string' || !sameSecret(token, this.internalToken) || typeof userId !== 'string' || !userId) {
        return next(new Error('unauthorized'));
      }
      socket.data.userId = userId;
      next();
    });
    io.on('connection', (socket) => {
      void socket.join(userRoom(socket.data.userId as string));
    });
    this.io = io;
  }

  /** Sends to every open socket of this user only. */
  toUser(userId: string, event: string, payload: unknown): void {
    this.io?.to(userRoom(userId)).emit(event, payload);
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    if (!io) return;
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => {
      io.close(() => resolve());
      setTimeout(resolve, 1000).unref();
    }).catch((err) => this.logger.warn({ err }, 'socket.io close failed'));
  }
}
