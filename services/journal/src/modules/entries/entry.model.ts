import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@immortal/kit';
import { ENTRY_CATEGORIES, ENTRY_TYPES, type EntryView } from '@immortal/proto/journal';

const entrySchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    type: { type: String, enum: ENTRY_TYPES, required: true },
    title: { type: String, default: null },
    content: { type: String, required: true },
    category: { type: String, enum: [...ENTRY_CATEGORIES, null], default: null },
    isPrivate: { type: Boolean, default: false },
    sentiment: { type: Number, default: 0 },
    wordCount: { type: Number, default: 0 },
    trackId: { type: String, default: null },
    artist: { type: String, default: null },
    album: { type: String, default: null },
    genre: { type: String, default: null },
    artworkUrl: { type: String, default: null },
    metadata: { imageUrl: { type: String }, generatedByAI: { type: Boolean } },
    /** decimal(3,2) in the spec; FerretDB has no Decimal128, so a number rounded to two decimals */
    trainingWeight: { type: Number, default: 1 },
    /** set on delete; the tombstone lives only until its journal.entry.deleted event is published */
    deletedAt: { type: Date, default: null },
    ...outboxField,
  },
  { timestamps: true },
);
entrySchema.index({ userId: 1, createdAt: -1 });

export type EntryDoc = InferSchemaType<typeof entrySchema> & { _id: mongoose.Types.ObjectId };
export const Entry = mongoose.model('Entry', entrySchema);

export function toEntryView(e: EntryDoc): EntryView {
  const metadata: EntryView['metadata'] = {};
  if (e.metadata?.imageUrl) metadata.imageUrl = e.metadata.imageUrl;
  if (typeof e.metadata?.generatedByAI === 'boolean') metadata.generatedByAI = e.metadata.generatedByAI;
  return {
    id: String(e._id),
    userId: e.userId,
    type: e.type as EntryView['type'],
    title: e.title ?? null,
    content: e.content,
    category: (e.category ?? null) as EntryView['category'],
    isPrivate: !!e.isPrivate,
    sentiment: e.sentiment ?? 0,
    trackId: e.trackId ?? null,
    artist: e.artist ?? null,
    album: e.album ?? null,
    genre: e.genre ?? null,
    artworkUrl: e.artworkUrl ?? null,
    metadata,
    trainingWeight: e.trainingWeight ?? 1,
    createdAt: new Date(e.createdAt).toISOString(),
    updatedAt: new Date(e.updatedAt).toISOString(),
  };
}

export const wordCountOf = (text: string) => (text.match(/\S+/g) ?? []).length;
