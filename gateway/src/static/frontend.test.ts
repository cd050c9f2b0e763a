// The built SPA served by the gateway: static files, cache headers, the fallback to index.html for
// client-side routes, and the placeholder page when nothing is built.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness, type RunningGateway } from '../test-support/harness.js';

let h: Harness;
let g: RunningGateway;
let dist: string;
const INDEX = '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'gateway-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  h = await startHarness();
  g = await h.gateway({ FRONTEND_DIST: dist });
});

afterAll(async () => {
  await h?.dispose();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built frontend', () => {
  it('when / is opened, then index.html is served and revalidated every time', async () => {
    const res = await request(g.base).get('/').set('accept', 'text/html').expect(200);
    expect(res.text).toBe(INDEX);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('when a client-side route is opened, then the SPA fallback serves index.html', async () => {
    for (const path of ['/dashboard', '/library/entries/42', '/settings?tab=privacy']) {
      const res = await request(g.base).get(path).set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8').expect(200);
      expect(res.text, path).toBe(INDEX);
    }
  });

  it('when a hashed asset is fetched, then it is cached for a year', async () => {
    const res = await request(g.base).get('/assets/index-abc123.js').expect(200);
    expect(res.text).toBe('console.log("app")');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('when another static file is fetched, then it is served and revalidated', async () => {
    const res = await request(g.base).get('/favicon.svg').expect(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a missing file is asked for by something that is not a page, then JSON 404', async () => {
    const res = await request(g.base).get('/assets/missing.js').set('accept', 'application/javascript').expect(404);
    expect(res.body.error.code).toBe('NOT_FOUND');
  });

  it('when an unknown API path is opened as a page, then it is still the API 404, not the SPA', async () => {
    const res = await request(g.base).get('/api/nope').set('accept', 'text/html').expect(404);
    expect(res.body.error.message).toBe('No API route for GET /api/nope');
  });

  it('when the health endpoints are called, then they answer themselves', async () => {
    await request(g.base).get('/healthz').set('accept', 'text/html').expect(200).expect('content-type', /json/);
  });
});

describe('without a built frontend', () => {
  it('when FRONTEND_DIST is not set, then / explains how to build it', async () => {
    const bare = await h.gateway();
    try {
      const res = await request(bare.base).get('/').set('accept', 'text/html').expect(200);
      expect(res.text).toContain('frontend is not built');
      expect(res.text).toContain('make build');
    } finally {
      await bare.stop();
    }
  });

  it('when FRONTEND_DIST points at a directory without a build, then pages explain it too', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'gateway-empty-'));
    const bare = await h.gateway({ FRONTEND_DIST: join(empty, 'dist') });
    try {
      const res = await request(bare.base).get('/journal').set('accept', 'text/html').expect(200);
      expect(res.text).toContain('make build');
    } finally {
      await bare.stop();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
