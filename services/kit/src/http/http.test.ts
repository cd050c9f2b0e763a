import { describe, expect, it } from 'vitest';
import express, { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { createLogger } from '../logger.js';
import { conflict, notFound } from '../errors.js';
import { createServiceApp } from './service-app.js';
import { userOf } from './request-context.js';
import { validate } from './validate.js';

const TOKEN = 'internal-token-for-tests-123';
const body = z.object({ name: z.string().min(3, 'Name must be at least 3 characters'), age: z.coerce.number().int().optional() });

function app(ready = true) {
  const routes = Router()
    .post('/api/things', validate({ body }), (req, res) => {
      res.status(201).json({ ...req.body, owner: userOf(req).id });
    })
    .get('/api/things/:id', (req) => {
      if (req.params.id === 'dup') throw conflict('Already there');
      throw notFound('No such thing');
    })
    .get('/api/boom', () => {
      throw new Error('secret stack detail');
    });
  return createServiceApp({
    service: 'things',
    logger: createLogger('things', 'silent'),
    internalToken: TOKEN,
    routers: [routes],
    checks: { mongo: () => ready, nats: () => true },
  });
}
const as = (a: express.Express) => ({ 'x-internal-token': TOKEN, 'x-user-id': 'u1', 'x-username': 'ada' });

describe('service app frame', () => {
  it('when the body is invalid, then 400 carries the first human message and a request id', async () => {
    const a = app();
    const res = await request(a).post('/api/things').set(as(a)).send({ name: 'x' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: { code: 'VALIDATION', message: 'Name must be at least 3 characters' } });
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
  });

  it('when the body is valid, then the route sees parsed values and the caller', async () => {
    const a = app();
    const res = await request(a).post('/api/things').set(as(a)).send({ name: 'lamp', age: '3' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ name: 'lamp', age: 3, owner: 'u1' });
  });

  it('when the JSON is malformed, then 400, not 500', async () => {
    const a = app();
    const res = await request(a).post('/api/things').set(as(a)).set('content-type', 'application/json').send('{"name":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('BAD_JSON');
  });

  it('when named errors are thrown, then they map to their status codes', async () => {
    const a = app();
    expect((await request(a).get('/api/things/x').set(as(a))).status).toBe(404);
    expect((await request(a).get('/api/things/dup').set(as(a))).status).toBe(409);
  });

  it('when something unexpected fails, then 500 with a generic message and no stack', async () => {
    const a = app();
    const res = await request(a).get('/api/boom').set(as(a));
    expect(res.status).toBe(500);
    expect(JSON.stringify(res.body)).not.toContain('secret stack detail');
  });

  it('when the internal token is missing or wrong, then /api refuses even with user headers', async () => {
    const a = app();
    const res = await request(a).post('/api/things').set({ 'x-user-id': 'u1', 'x-username': 'ada' }).send({ name: 'lamp' });
    expect(res.status).toBe(401);
    const wrong = await request(a).post('/api/things').set({ ...as(a), 'x-internal-token': 'internal-token-for-tests-124' }).send({ name: 'lamp' });
    expect(wrong.status).toBe(401);
  });

  it('when a dependency is down, then /readyz answers 503 while /healthz stays 200', async () => {
    const a = app(false);
    expect((await request(a).get('/healthz')).status).toBe(200);
    const ready = await request(a).get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ mongo: false, nats: true });
  });

  it('when no route matches, then a JSON 404', async () => {
    const a = app();
    const res = await request(a).get('/api/nothing-here').set(as(a));
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });
});
