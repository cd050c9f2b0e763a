import { z } from 'zod';
import { serviceConfigSchema } from '@immortal/kit';

export const networkChatConfigSchema = serviceConfigSchema.extend({
  /** with a key, the twin answers through an OpenAI-compatible server; without, the local persona engine */
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_CHAT_MODEL: z.string().optional(),
  OPENAI_TIMEOUT_MS: z.string().regex(/^\d+$/).optional(),
});
export type NetworkChatConfig = z.infer<typeof networkChatConfigSchema>;
