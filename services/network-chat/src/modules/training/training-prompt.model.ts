import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@immortal/kit';

/** Quality training prompts (core §3 field list) and the user's answers to them. */
const trainingPromptSchema = new Schema(
  {
    userId: { type: String, required: true, index: true },
    conversationId: { type: String, default: null },
    promptText: { type: String, required: true },
    category: { type: String, required: true },
    userResponse: { type: String, default: null },
    qualityScore: { type: Number, default: null },
    qualityMetrics: { words: Number, personal: Number, specificity: Number },
    isCompleted: { type: Boolean, default: false },
    generatedAt: { type: Date, required: true },
    completedAt: { type: Date, default: null },
    ...outboxField,
  },
  { timestamps: false },
);

export type TrainingPromptDoc = InferSchemaType<typeof trainingPromptSchema> & { _id: mongoose.Types.ObjectId };
export const TrainingPrompt = mongoose.model('TrainingPrompt', trainingPromptSchema);

const dailyPromptSchema = new Schema({
  _id: { type: String, required: true }, // `${userId}:${date}`
  userId: { type: String, required: true },
  date: { type: String, required: true },
  message: { type: String, required: true },
  dismissed: { type: Boolean, default: false },
});
export const DailyPrompt = mongoose.model('DailyPrompt', dailyPromptSchema);
