import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { outboxField } from '@immortal/kit';
import type { UserView } from '@immortal/proto/identity';

const userSchema = new Schema(
  {
    username: { type: String, required: true },
    /** uniqueness is case-insensitive: 'Ada' and 'ada' are one account */
    usernameKey: { type: String, required: true, unique: true },
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    isEmailVerified: { type: Boolean, default: false },
    lastLoginAt: { type: Date, default: null },
    voiceModelId: { type: String, default: null },
    voiceModelReady: { type: Boolean, default: false },
    voiceTrainingCompleted: { type: Boolean, default: false },
    voiceTrainingCompletedAt: { type: Date, default: null },
    voiceTrainingSamples: { type: Number, default: 0 },
    isDemo: { type: Boolean, default: false },
    /** a deleted account stays as a tombstone only until its identity.user.deleted event is published */
    deletedAt: { type: Date, default: null },
    ...outboxField,
  },
  { timestamps: true },
);

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: mongoose.Types.ObjectId };
export const User = mongoose.model('User', userSchema);

export const usernameKeyOf = (username: string) => username.trim().toLowerCase();

export function toUserView(u: UserDoc): UserView {
  return {
    id: String(u._id),
    username: u.username,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    isEmailVerified: !!u.isEmailVerified,
    lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt).toISOString() : null,
    voiceModelId: u.voiceModelId ?? null,
    voiceModelReady: !!u.voiceModelReady,
    voiceTrainingCompleted: !!u.voiceTrainingCompleted,
    voiceTrainingCompletedAt: u.voiceTrainingCompletedAt ? new Date(u.voiceTrainingCompletedAt).toISOString() : null,
    voiceTrainingSamples: u.voiceTrainingSamples ?? 0,
    createdAt: new Date(u.createdAt).toISOString(),
    updatedAt: new Date(u.updatedAt).toISOString(),
  };
}
