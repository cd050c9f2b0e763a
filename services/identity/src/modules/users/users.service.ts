// Accounts: register, sign in, read, erase. Each write carries its event in the same document (outbox).
import type { LoginBody, RegisterBody, UserView } from '@immortal/proto/identity';
import { conflict, enqueue, newEvent, notFound, tooManyRequests, unauthorized, badRequest, type OutboxRelay } from '@immortal/kit';
import type { LoginLimiter } from '../auth/login-limiter.js';
import type { SessionsService } from '../sessions/sessions.service.js';
import { TutorialProgress } from '../tutorial/tutorial.model.js';
import { burnVerification, hashPassword, verifyPassword } from './passwords.js';
import { User, toUserView, usernameKeyOf, type UserDoc } from './user.model.js';

export const LOGIN_FAILED = 'Invalid username or password';
export const USERNAME_TAKEN = 'Username already exists. Please choose another.';
export const EMAIL_TAKEN = 'An account with this email already exists.';

export interface SignedIn {
  user: UserView;
  sessionId: string;
}

const isDuplicateKey = (err: unknown) => (err as { code?: number }).code === 11000;

export class UsersService {
  constructor(
    private readonly sessions: SessionsService,
    private readonly limiter: LoginLimiter,
    private readonly relay: () => OutboxRelay,
  ) {}

  async register(body: RegisterBody): Promise<SignedIn> {
    const usernameKey = usernameKeyOf(body.username);
    const email = body.email.toLowerCase();
    if (await User.exists({ usernameKey })) throw conflict(USERNAME_TAKEN);
    if (await User.exists({ email })) throw conflict(EMAIL_TAKEN);
    const user = new User({
      username: body.username,
      usernameKey,
      email,
      passwordHash: await hashPassword(body.password),
      firstName: body.firstName,
      lastName: body.lastName,
      lastLoginAt: new Date(),
    });
    enqueue(user, newEvent('identity.user.registered', String(user._id), {
      username: user.username,
      firstName: user.firstName,
      lastName: user.lastName,
      createdAt: new Date().toISOString(),
    }));
    try {
      await user.save();
    } catch (err) {
      // two registrations racing for one name: the unique index decides
      if (isDuplicateKey(err)) throw conflict(/email/.test(String((err as Error).message)) ? EMAIL_TAKEN : USERNAME_TAKEN);
      throw err;
    }
    this.relay().kick(user._id);
    return this.signIn(user.toObject() as UserDoc);
  }

  async login(body: LoginBody, ip: string): Promise<SignedIn> {
    const account = usernameKeyOf(body.username);
    const wait = this.limiter.retryAfter(account, ip);
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60);
      throw tooManyRequests(`Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
    }
    const user = await User.findOne({ usernameKey: account, deletedAt: null }).lean<UserDoc>();
    const ok = user ? await verifyPassword(user.passwordHash, body.password) : (await burnVerification(body.password), false);
    if (!user || !ok) {
      this.limiter.recordFailure(account, ip);
      throw unauthorized(LOGIN_FAILED);
    }
    this.limiter.recordSuccess(account);
    await this.relay().exclusive(user._id, () => User.updateOne({ _id: user._id }, { $set: { lastLoginAt: new Date() } }));
    return this.signIn({ ...user, lastLoginAt: new Date() });
  }

  /** The live account with this id; an id that is not an account id finds nothing (rather than failing). */
  private findLive(userId: string): Promise<UserDoc | null> {
    if (!/^[0-9a-f]{24}$/i.test(userId)) return Promise.resolve(null);
    return User.findOne({ _id: userId, deletedAt: null }).lean<UserDoc>().exec();
  }

  async get(userId: string): Promise<UserView> {
    const user = await this.findLive(userId);
    if (!user) throw unauthorized('Your account no longer exists.');
    return toUserView(user);
  }

  /** Delete All Data: the account goes now; every service erases its data on identity.user.deleted. */
  async deleteAccount(userId: string, confirmUsername: string): Promise<void> {
    const user = await this.findLive(userId);
    if (!user) throw notFound('Account not found');
    if (usernameKeyOf(confirmUsername) !== user.usernameKey) throw badRequest('The username you typed does not match your account.');
    const deletedAt = new Date();
    const event = newEvent('identity.user.deleted', userId, { username: user.username, deletedAt: deletedAt.toISOString() });
    // the tombstone keeps nothing personal but the event; the relay removes it once published
    await this.relay().exclusive(user._id, () => User.updateOne(
      { _id: user._id },
      {
        $set: { deletedAt, passwordHash: '!', firstName: '-', lastName: '-', email: `deleted-${userId}@invalid` },
        $push: { outbox: JSON.stringify(event) },
      },
    ));
    await TutorialProgress.deleteOne({ userId });
    await this.sessions.revokeAllOf(userId);
    this.relay().kick(user._id);
  }

  /** Relay callback: tombstones whose event has been published are removed for good. */
  static async purgeTombstones(ids: unknown[]): Promise<void> {
    // one by one by _id: FerretDB scans the collection for `$in`
    for (const id of ids) await User.deleteOne({ _id: id, deletedAt: { $ne: null }, 'outbox.0': { $exists: false } });
  }

  async signIn(user: UserDoc): Promise<SignedIn> {
    const sessionId = await this.sessions.create({ id: String(user._id), username: user.username });
    return { user: toUserView(user), sessionId };
  }
}
