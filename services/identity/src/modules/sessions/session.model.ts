import mongoose, { Schema } from 'mongoose';

/** Only the sha256 of the session id is stored: a database leak yields no usable cookie. */
const sessionSchema = new Schema({
  _id: { type: String, required: true },
  userId: { type: String, required: true, index: true },
  username: { type: String, required: true },
  createdAt: { type: Date, required: true },
  lastSeenAt: { type: Date, required: true },
  /** absolute expiry; idle expiry is lastSeenAt + the idle timeout (no TTL indexes on FerretDB: expired in code) */
  expiresAt: { type: Date, required: true, index: true },
});

export const Session = mongoose.model('Session', sessionSchema);
