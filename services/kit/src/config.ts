// Config is parsed once at start-up; a bad or missing variable stops the process with its name.
import { z } from 'zod';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig<S extends z.ZodType>(schema: S, env: Record<string, string | undefined> = process.env): z.infer<S> {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
}

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

/** Variables every service reads. Services extend this with their own. */
export const serviceConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** MongoDB server URL without database, e.g. mongodb://127.0.0.1:7017/ */
  MONGO_URL: z.string().regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// URL'),
  /** This service's own database */
  MONGO_DB: z.string().regex(/^[A-Za-z0-9_-]{1,60}$/, 'letters, digits, _ and - only'),
  NATS_URL: z.string().min(1),
  /** Namespaces streams, subjects and durable names (tests isolate with it); empty in production. */
  BUS_PREFIX: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
  /** Shared secret the gateway sends in x-internal-token; services trust x-user-id only with it. */
  INTERNAL_TOKEN: z.string().min(16, 'must be at least 16 characters'),
  S3_ENDPOINT: z.url().default('http://127.0.0.1:7900'),
  S3_ACCESS_KEY: z.string().default('immortal'),
  S3_SECRET_KEY: z.string().default('immortal-secret'),
  S3_REGION: z.string().default('us-east-1'),
  /** Bucket names are `<prefix>-<name>`; tests isolate with it. */
  S3_BUCKET_PREFIX: z.string().regex(/^[a-z0-9-]{1,30}$/).default('immortal'),
  DEMO_MODE: bool.default(false),
});
export type ServiceConfig = z.infer<typeof serviceConfigSchema>;
export { bool as booleanFromEnv };

/** An optional variable; set-but-empty (as compose writes `${X:-}`) counts as unset. */
export const optionalEnv = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());
