import { describe, expect, it } from 'vitest';
import { maya } from './testing/corpora.js';
import { createTwin, twinOptionsFromEnv } from './twin.js';
import { LocalProvider } from './local-provider.js';
import { OpenAIProvider } from './openai-provider.js';

describe('createTwin and twinOptionsFromEnv', () => {
  it('without OPENAI_API_KEY, then the local provider is used', () => {
    expect(twinOptionsFromEnv({})).toEqual({ provider: 'local' });
    expect(twinOptionsFromEnv({ OPENAI_API_KEY: '  ', OPENAI_BASE_URL: 'http://x' })).toEqual({ provider: 'local' });
    expect(createTwin(maya, twinOptionsFromEnv({}))).toBeInstanceOf(LocalProvider);
  });

  it('with OPENAI_API_KEY, then the OpenAI-compatible provider with defaults or the configured values', () => {
    expect(twinOptionsFromEnv({ OPENAI_API_KEY: 'sk-1' })).toEqual({
      provider: 'openai', openai: { apiKey: 'sk-1', chatModel: 'gpt-4o-mini', timeoutMs: 15000 },
    });
    expect(twinOptionsFromEnv({ OPENAI_API_KEY: 'sk-1', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1', OPENAI_CHAT_MODEL: 'llama3', OPENAI_TIMEOUT_MS: '500' })).toEqual({
      provider: 'openai', openai: { apiKey: 'sk-1', baseURL: 'http://127.0.0.1:9/v1', chatModel: 'llama3', timeoutMs: 500 },
    });
    expect(twinOptionsFromEnv({ OPENAI_API_KEY: 'sk-1', OPENAI_TIMEOUT_MS: 'soon' }).openai?.timeoutMs).toBe(15000);
    expect(createTwin(maya, twinOptionsFromEnv({ OPENAI_API_KEY: 'sk-1' }))).toBeInstanceOf(OpenAIProvider);
  });

  it('when openai is requested without a key, then it stays local', () => {
    expect(createTwin(maya, { provider: 'openai' })).toBeInstanceOf(LocalProvider);
  });

  it('rejects a corpus that is not one', () => {
    expect(() => createTwin({ userId: '', profile: { username: 'x' } })).toThrow();
    expect(() => createTwin({ userId: 'u', profile: { username: 'x' }, entries: [{ id: 'e', content: 3 }] } as never)).toThrow();
  });
});
