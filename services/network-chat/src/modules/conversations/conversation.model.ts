import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@immortal/kit';

/** One exchange with the user's own Immortal AI (core §3 Conversation + conversation log fields). */
const conversationSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    userMessage: { type: String, required: true },
    aiResponse: { type: String, required: true },
    citations: { type: [{ entryId: String, title: String, excerpt: String, source: String }], default: [] },
    isPersonaTrainingData: { type: Boolean, default: true },
    personaScore: { type: Number, default: null },
    correctedResponse: { type: String, default: null },
    ...outboxField,
  },
  { timestamps: true },
);
conversationSchema.index({ userId: 1, createdAt: -1 });

export type ConversationDoc = InferSchemaType<typeof conversationSchema> & { _id: mongoose.Types.ObjectId };
export const Conversation = mongoose.model('Conversation', conversationSchema);
