// The gateway's configuration, parsed once at start-up: a bad or missing variable stops the process
// with the variable's name (kit loadConfig).
import { z } from 'zod';
import { booleanFromEnv, loadConfig } from '@immortal/kit';

const httpUrl = (name: string) =>
  z
    .string({ error: `required (the ${name.replace(/_URL$/, '').toLowerCase().replace(/_/g, '-')} service's base URL)` })
    .regex(/^https?:\/\/[^\s/]+/i, 'must be an http:// or https:// URL')
    .transform((value, ctx) => {
      try {
        return new URL(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be an http:// or https:// URL' });
        return z.NEVER;
      }
    });

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/** '12mb' | '512kb' | '1048576' -> bytes */
export function parseByteSize(value: string): number | null {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
  if (!m) return null;
  return Math.floor(Number(m[1]) * UNITS[(m[2] ?? 'b').toLowerCase()]!);
}

const byteSize = z.string().transform((value, ctx) => {
  const bytes = parseByteSize(value);
  if (bytes === null || bytes <= 0) {
    ctx.addIssue({ code: 'custom', message: "must be a size such as '12mb', '512kb' or a number of bytes" });
    return z.NEVER;
  }
  return bytes;
});

const originList = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const origins = new Set<string>();
    for (const raw of (value ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
      try {
        const url = new URL(raw);
        if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
        origins.add(url.origin);
      } catch {
        ctx.addIssue({ code: 'custom', message: `'${raw}' is not an origin such as https://app.example.com` });
        return z.NEVER;
      }
    }
    return origins;
  });

export const gatewayConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NATS_URL: z.string({ error: 'required' }).min(1),
  BUS_PREFIX: z.string().regex(/^[A-Za-z0-9_]*$/, 'letters, digits and _ only').default(''),
  INTERNAL_TOKEN: z.string({ error: 'required' }).min(16, 'must be at least 16 characters'),
  IDENTITY_URL: httpUrl('IDENTITY_URL'),
  JOURNAL_URL: httpUrl('JOURNAL_URL'),
  MUSIC_URL: httpUrl('MUSIC_URL'),
  VOICE_URL: httpUrl('VOICE_URL'),
  MEDIA_URL: httpUrl('MEDIA_URL'),
  BEHAVIOR_URL: httpUrl('BEHAVIOR_URL'),
  NETWORK_CHAT_URL: httpUrl('NETWORK_CHAT_URL'),
  ALIGNMENT_URL: httpUrl('ALIGNMENT_URL'),
  /** the built SPA (frontend/dist); served when set and present */
  FRONTEND_DIST: z
    .string()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : undefined)),
  /** extra origins allowed to send state-changing requests (the request's own origin always is) */
  ALLOWED_ORIGINS: originList,
  /** how long a session lookup (hit or miss) is reused; 0 asks identity on every request */
  SESSION_CACHE_MS: z.coerce.number().int().min(0).default(10_000),
  SESSION_CACHE_MAX: z.coerce.number().int().min(1).default(50_000),
  /** largest request body the gateway forwards (uploads) */
  BODY_LIMIT: byteSize.default(12 * 1024 * 1024),
  /** honour x-forwarded-proto from a TLS-terminating proxy in front of the gateway */
  TRUST_TLS_PROXY: booleanFromEnv.default(false),
});

export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema, env);
}
