import { z } from 'zod';

/** ARCHITECTURE §5: the one error body every service answers. */
export const errorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.unknown()).optional(),
  }),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** ARCHITECTURE §4: every event travels in this envelope. */
export const eventEnvelope = z.object({
  id: z.string().min(10),
  type: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  source: z.string(),
  userId: z.string(),
  correlationId: z.string().nullable(),
  data: z.unknown(),
});
export type EventEnvelope<T = unknown> = Omit<z.infer<typeof eventEnvelope>, 'data'> & { data: T };

export const healthView = z.object({
  status: z.enum(['ok', 'unavailable']),
  service: z.string(),
  checks: z.record(z.string(), z.boolean()).optional(),
});
