// socket.io events pushed by network-chat to a signed-in user's own room (`user:<id>`).
export const SOCKET_EVENTS = {
  /** payload: alignment's AlignmentScoreRecomputed (the full alignment view + personality + insight) */
  alignmentUpdated: 'alignment:updated',
} as const;

export const userRoom = (userId: string) => `user:${userId}`;
