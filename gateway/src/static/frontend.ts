// The built SPA (FRONTEND_DIST): hashed files under /assets are cached for a year, everything else
// (index.html above all) is revalidated on every load, and any HTML navigation outside the API falls
// back to index.html so the client router can take it. Without a build, pages say how to make one.
import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import express, { Router, type Request, type Response, type NextFunction } from 'express';
import type { Logger } from '@immortal/kit';
import { isProxiedPath } from '../routes-table.js';

const RESERVED = new Set(['/healthz', '/readyz']);

export const NOT_BUILT_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Immortal</title><meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; padding: 0 1rem; line-height: 1.5">
<h1>Immortal</h1>
<p>The gateway is running, but the frontend is not built yet.</p>
<p>Run <code>make build</code> (or <code>make start</code>) and reload this page.</p>
</body>
</html>
`;

function wantsHtml(req: Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (isProxiedPath(req.path) || RESERVED.has(req.path)) return false;
  return Boolean(req.accepts('html'));
}

export function frontendRoutes(dist: string | undefined, logger: Logger): Router {
  const router = Router();
  const root = dist ? resolve(dist) : undefined;
  const index = root ? join(root, 'index.html') : undefined;
  if (root && !existsSync(index!)) logger.warn({ FRONTEND_DIST: root }, 'frontend is not built yet: pages answer a placeholder until it is');
  if (!root) logger.info('FRONTEND_DIST is not set: the gateway serves the API only');

  if (root) {
    const assets = `${sep}assets${sep}`;
    router.use(
      express.static(root, {
        index: false,
        redirect: false,
        fallthrough: true,
        setHeaders(res, path) {
          // hashed build output never changes under the same name
          if (path.startsWith(root + assets)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
          else res.setHeader('Cache-Control', 'no-cache');
        },
      }),
    );
  }

  const notBuilt = (res: Response) => {
    res.status(200).type('html').setHeader('Cache-Control', 'no-store');
    res.send(NOT_BUILT_HTML);
  };

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (!wantsHtml(req)) return next();
    if (!index) return notBuilt(res);
    // checked on each navigation so a build made while the gateway runs is picked up
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index, (err?: Error & { code?: string; status?: number }) => {
      if (!err) return;
      if (err.code === 'ENOENT' || err.status === 404) {
        if (!res.headersSent) return notBuilt(res);
        return;
      }
      if (!res.headersSent) next(err);
    });
  });
  return router;
}
