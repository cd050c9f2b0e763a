// alignment.score.recomputed -> the user's open dashboards, through their socket room.
import type { EventHandler } from '@immortal/kit';
import { SOCKET_EVENTS } from '@immortal/proto/network';
import type { Realtime } from './socket-server.js';

export const pushAlignment =
  (realtime: Realtime): EventHandler<'alignment.score.recomputed'> =>
  async (event) => {
    realtime.toUser(event.userId, SOCKET_EVENTS.alignmentUpdated, event.data);
  };
