// Every event alignment consumes, registered in one place: one durable consumer per producing stream
// (`alignment-<stream>`, explicit ack), one handler per event type. Each handler applies the event's
// change (projection/changes.ts maps event -> change) to the projection and recomputes the score.
import type { Consumer, Envelope, Handlers, Infrastructure } from '@immortal/kit';
import type { EventType, StreamName } from '@immortal/proto';
import type { AlignmentService } from '../modules/alignment/alignment.service.js';

export const durableOf = (stream: StreamName) => `alignment-${stream.toLowerCase()}`;

export function streamHandlers(alignment: AlignmentService) {
  const apply = async (event: Envelope<EventType>) => {
    await alignment.handle(event);
  };
  return {
    IDENTITY: { 'identity.user.deleted': apply },
    JOURNAL: { 'journal.entry.created': apply, 'journal.entry.updated': apply, 'journal.entry.deleted': apply },
    MUSIC: { 'music.track.analyzed': apply, 'music.track.removed': apply },
    VOICE: { 'voice.sample.assessed': apply, 'voice.sample.deleted': apply, 'voice.profile.updated': apply },
    MEDIA: { 'media.photo.saved': apply, 'media.photo.deleted': apply },
    BEHAVIOR: { 'behavior.choice.made': apply, 'behavior.word.answered': apply },
    NETWORK: { 'network.message.sent': apply, 'network.training.completed': apply, 'network.reply.corrected': apply },
  } satisfies Partial<Record<StreamName, Handlers>>;
}

/** The streams alignment follows, in a fixed order (the replay reads the same ones). */
export const CONSUMED_STREAMS = ['IDENTITY', 'JOURNAL', 'MUSIC', 'VOICE', 'MEDIA', 'BEHAVIOR', 'NETWORK'] as const satisfies readonly StreamName[];

export async function startConsumers(infra: Infrastructure, alignment: AlignmentService): Promise<Consumer[]> {
  const handlers = streamHandlers(alignment);
  const consumers: Consumer[] = [];
  for (const stream of CONSUMED_STREAMS) {
    consumers.push(await infra.consume({ durable: durableOf(stream), stream, handlers: handlers[stream] }));
  }
  return consumers;
}
