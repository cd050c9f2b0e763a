import { z } from 'zod';
import { optionalEnv, serviceConfigSchema } from '@immortal/kit';

export const networkChatConfigSchema = serviceConfigSchema.extend({
  /** with a key, the twin answers through an OpenAI-compatible server; without, the local persona engine */
  OPENAI_API_KEY: optionalEnv(z.string()),
  OPENAI_BASE_URL: optionalEnv(z.url()),
  OPENAI_CHAT_MODEL: optionalEnv(z.string()),
  OPENAI_TIMEOUT_MS: optionalEnv(z.string().regex(/^\d+$/, 'must be a number of milliseconds')),
});
export type NetworkChatConfig = z.infer<typeof networkChatConfigSchema>;
