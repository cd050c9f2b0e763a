import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, loadConfig, serviceConfigSchema } from './config.js';

const valid = {
  PORT: '7101',
  MONGO_URL: 'mongodb://127.0.0.1:7017/',
  MONGO_DB: 'immortal_identity',
  NATS_URL: 'nats://127.0.0.1:7422',
  INTERNAL_TOKEN: 'a-very-long-internal-token',
};

describe('config', () => {
  it('when every variable is valid, then numbers and booleans are parsed and defaults applied', () => {
    const config = loadConfig(serviceConfigSchema, { ...valid, DEMO_MODE: 'true' });
    expect(config.PORT).toBe(7101);
    expect(config.DEMO_MODE).toBe(true);
    expect(config.BUS_PREFIX).toBe('');
    expect(config.LOG_LEVEL).toBe('info');
  });

  it('when a variable is missing or bad, then start-up fails naming it', () => {
    expect(() => loadConfig(serviceConfigSchema, { ...valid, MONGO_URL: 'postgres://x' })).toThrow(/MONGO_URL: must be a mongodb:\/\/ URL/);
    expect(() => loadConfig(serviceConfigSchema, { ...valid, INTERNAL_TOKEN: undefined })).toThrow(ConfigError);
    expect(() => loadConfig(serviceConfigSchema, { ...valid, INTERNAL_TOKEN: 'short' })).toThrow(/INTERNAL_TOKEN/);
    expect(() => loadConfig(serviceConfigSchema, { ...valid, PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('when a service extends the schema, then its own variables are checked too', () => {
    const schema = serviceConfigSchema.extend({ SESSION_IDLE_MINUTES: z.coerce.number().int().positive() });
    expect(() => loadConfig(schema, { ...valid, SESSION_IDLE_MINUTES: '-3' })).toThrow(/SESSION_IDLE_MINUTES/);
  });
});

describe('optional variables', () => {
  it('when compose passes an empty value, then it counts as unset', async () => {
    const { optionalEnv } = await import('./config.js');
    const schema = serviceConfigSchema.extend({ OPENAI_BASE_URL: optionalEnv(z.url()) });
    expect(loadConfig(schema, { ...valid, OPENAI_BASE_URL: '' }).OPENAI_BASE_URL).toBeUndefined();
    expect(() => loadConfig(schema, { ...valid, OPENAI_BASE_URL: 'not a url' })).toThrow(/OPENAI_BASE_URL/);
  });
});
