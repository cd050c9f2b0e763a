// The one entry point: a twin for one user's corpus, local by default, OpenAI-compatible when configured.
import { pino } from 'pino';
import { parseCorpus, type TwinCorpusInput } from './corpus.js';
import { LocalProvider } from './local-provider.js';
import { DEFAULT_CHAT_MODEL, DEFAULT_TIMEOUT_MS, OpenAIProvider } from './openai-provider.js';
import type { Twin, TwinOptions } from './types.js';

/**
 * Builds the twin of the corpus's user. The corpus is validated here; the twin can see nothing else, so
 * one user's twin can never draw on another user's data.
 */
export function createTwin(corpus: TwinCorpusInput, options: TwinOptions = {}): Twin {
  const local = new LocalProvider(parseCorpus(corpus));
  const logger = options.logger ?? pino({ level: 'silent' });
  const provider = options.provider ?? (options.openai ? 'openai' : 'local');
  if (provider === 'local') return local;
  if (!options.openai?.apiKey) {
    logger.warn({ userId: local.corpus.userId }, 'twin: openai provider requested without an API key, using the local provider');
    return local;
  }
  return new OpenAIProvider(local, options.openai, logger.child({ component: 'twin' }));
}

/** Reads OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_CHAT_MODEL and OPENAI_TIMEOUT_MS; 'openai' iff a key is set. */
export function twinOptionsFromEnv(env: Record<string, string | undefined> = process.env): TwinOptions {
  const apiKey = env.OPENAI_API_KEY?.trim();
  if (!apiKey) return { provider: 'local' };
  const timeout = Number(env.OPENAI_TIMEOUT_MS);
  return {
    provider: 'openai',
    openai: {
      apiKey,
      ...(env.OPENAI_BASE_URL?.trim() ? { baseURL: env.OPENAI_BASE_URL.trim() } : {}),
      chatModel: env.OPENAI_CHAT_MODEL?.trim() || DEFAULT_CHAT_MODEL,
      timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : DEFAULT_TIMEOUT_MS,
    },
  };
}
