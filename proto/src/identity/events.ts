import { z } from 'zod';

export const userRegistered = z.object({
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  createdAt: z.string(),
});
export type UserRegistered = z.infer<typeof userRegistered>;

/** Every service that holds data of this user erases it on receipt. */
export const userDeleted = z.object({ username: z.string(), deletedAt: z.string() });
export type UserDeleted = z.infer<typeof userDeleted>;
