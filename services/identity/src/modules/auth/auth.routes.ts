import { Router } from 'express';
import { deleteAccountBody, loginBody, registerBody } from '@immortal/proto/identity';
import { clientIpOf, notFound, userOf, validate, type OutboxRelay } from '@immortal/kit';
import type { SessionsService } from '../sessions/sessions.service.js';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from '../sessions/session-cookie.js';
import type { UsersService } from '../users/users.service.js';
import { ensureDemoAccount } from './demo-account.js';

export function authRoutes(deps: { users: UsersService; sessions: SessionsService; demoMode: boolean; relay: () => OutboxRelay }): Router {
  const { users, sessions } = deps;
  return Router()
    .get('/api/auth/options', (_req, res) => {
      res.json({ demoMode: deps.demoMode });
    })
    .post('/api/register', validate({ body: registerBody }), async (req, res) => {
      const previous = readSessionCookie(req);
      const { user, sessionId } = await users.register(req.body);
      if (previous) await sessions.revoke(previous);
      setSessionCookie(req, res, sessionId, sessions.maxAgeMs);
      res.status(201).json(user);
    })
    .post('/api/login', validate({ body: loginBody }), async (req, res) => {
      const previous = readSessionCookie(req);
      const { user, sessionId } = await users.login(req.body, clientIpOf(req));
      // rotation: signing in never reuses the session id the browser arrived with
      if (previous) await sessions.revoke(previous);
      setSessionCookie(req, res, sessionId, sessions.maxAgeMs);
      res.json(user);
    })
    .post('/api/login/demo', async (req, res) => {
      if (!deps.demoMode) throw notFound('The demo is not available on this deployment.');
      const previous = readSessionCookie(req);
      const { user, sessionId } = await users.signIn(await ensureDemoAccount(deps.relay()));
      if (previous) await sessions.revoke(previous);
      setSessionCookie(req, res, sessionId, sessions.maxAgeMs);
      res.json(user);
    })
    .post('/api/logout', async (req, res) => {
      const sessionId = readSessionCookie(req);
      if (sessionId) await sessions.revoke(sessionId);
      clearSessionCookie(req, res);
      res.status(204).end();
    })
    .get('/api/user', async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await users.get(userOf(req).id));
    })
    .delete('/api/user', validate({ body: deleteAccountBody }), async (req, res) => {
      await users.deleteAccount(userOf(req).id, req.body.confirmUsername);
      clearSessionCookie(req, res);
      res.status(204).end();
    });
}
