import mongoose, { Schema } from 'mongoose';

/** network-chat's copy of a journal entry, fed by journal events (a service never reads another's data). */
const corpusEntrySchema = new Schema({
  _id: { type: String, required: true }, // the journal entry id
  userId: { type: String, required: true, index: true },
  type: { type: String, required: true },
  title: { type: String, default: null },
  content: { type: String, required: true },
  trainingWeight: { type: Number, default: 1 },
  createdAt: { type: String, required: true },
  /** id of the last applied event: an older redelivery never overwrites a newer state */
  eventId: { type: String, required: true },
  /** a deleted entry stays as a tombstone so a late redelivery of its creation cannot bring it back */
  deleted: { type: Boolean, default: false },
});

export const CorpusEntry = mongoose.model('CorpusEntry', corpusEntrySchema);
