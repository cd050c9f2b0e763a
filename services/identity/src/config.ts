import { z } from 'zod';
import { serviceConfigSchema } from '@immortal/kit';

export const identityConfigSchema = serviceConfigSchema.extend({
  /** a session unused this long is over */
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(60 * 24 * 7),
  /** and no session lives longer than this */
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().positive().default(24 * 30),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_MAX_FAILURES_PER_IP: z.coerce.number().int().positive().default(20),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
