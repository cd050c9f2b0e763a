// Test data shaped like the journal's EntryView and network-chat's ConversationView.
import type { EntryView } from '@immortal/proto/journal';
import type { ConversationView } from '@immortal/proto/network';

let seq = 0;

export function entryFixture(over: Partial<EntryView> = {}): EntryView {
  seq += 1;
  const at = new Date(Date.now() - seq * 60_000).toISOString();
  return {
    id: `e${seq}`,
    userId: 'u1',
    type: 'thought',
    title: null,
    content: `Entry number ${seq}`,
    category: 'personal',
    isPrivate: false,
    sentiment: 0,
    trackId: null,
    artist: null,
    album: null,
    genre: null,
    artworkUrl: null,
    metadata: {},
    trainingWeight: 1,
    createdAt: at,
    updatedAt: at,
    ...over,
  };
}

export function conversationFixture(over: Partial<ConversationView> = {}): ConversationView {
  seq += 1;
  return {
    id: `c${seq}`,
    userMessage: `Question ${seq}`,
    aiResponse: `Answer ${seq}`,
    citations: [],
    isPersonaTrainingData: true,
    personaScore: null,
    correctedResponse: null,
    createdAt: new Date(Date.now() - seq * 60_000).toISOString(),
    ...over,
  };
}

/** A long paragraph of ordinary words, for preview tests. */
export const LONG_TEXT =
  'I remember the summer we drove along the coast with the windows down, singing songs we only half knew, stopping at every small town for ice cream and arguing about the map until the sun went down over the water.';
