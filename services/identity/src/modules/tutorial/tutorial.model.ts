import mongoose, { Schema } from 'mongoose';

const tutorialSchema = new Schema({
  userId: { type: String, required: true, unique: true },
  currentStep: { type: Number, default: 0 },
  completed: { type: Boolean, default: false },
  completedSteps: { type: [Number], default: [] },
  tutorialSkipped: { type: Boolean, default: false },
  lastAccessedAt: { type: Date, default: null },
});

export const TutorialProgress = mongoose.model('TutorialProgress', tutorialSchema);
