// /healthz says the process is alive; /readyz says it can do its work (its database and bus answer).
import { Router } from 'express';

export type ReadinessCheck = () => boolean | Promise<boolean>;

export function healthRoutes(service: string, checks: Record<string, ReadinessCheck>): Router {
  return Router()
    .get('/healthz', (_req, res) => {
      res.json({ status: 'ok', service });
    })
    .get('/readyz', async (_req, res) => {
      const results: Record<string, boolean> = {};
      for (const [name, check] of Object.entries(checks)) {
        try {
          results[name] = await check();
        } catch {
          results[name] = false;
        }
      }
      const ok = Object.values(results).every(Boolean);
      res.status(ok ? 200 : 503).json({ status: ok ? 'ok' : 'unavailable', service, checks: results });
    });
}
