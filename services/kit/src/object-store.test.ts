// The object store on the real MinIO: files round-trip with their type, a missing key is null, erasing a
// user removes that user's files and nobody else's, and a service that declares buckets gets them at
// start with an s3 readiness check.
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackingServices, type TestEnv } from '@immortal/testkit';
import { loadConfig, serviceConfigSchema } from './config.js';
import { startInfrastructure, type Infrastructure } from './infrastructure.js';
import { createLogger } from './logger.js';
import { ObjectStore, userKey } from './object-store.js';

describe('object store', () => {
  let env: TestEnv;
  let infra: Infrastructure;
  let store: ObjectStore;

  beforeAll(async () => {
    env = await startBackingServices();
    const config = loadConfig(serviceConfigSchema, env.config('files'));
    infra = await startInfrastructure({ service: 'files', config, logger: createLogger('files', 'silent'), streams: [], buckets: ['samples'] });
    store = infra.store!;
  });
  afterAll(async () => {
    await infra?.close();
    await env?.release();
  });

  it('when a service declares buckets, then they exist at start and /readyz checks the store', async () => {
    expect(await store.client.bucketExists(`${env.namespace}-samples`)).toBe(true);
    expect(Object.keys(infra.checks)).toContain('s3');
    expect(await store.probe()).toBe(true);
    expect(await infra.checks.s3!()).toBe(true);
  });

  it('when a file is stored, then it comes back with its size and type; a missing key is null', async () => {
    const key = userKey('ada', 'sample-1.wav');
    await store.put('samples', key, Buffer.from('RIFF fake wave'), 'audio/wav');
    const got = await store.get('samples', key);
    expect(got).toMatchObject({ size: 14, contentType: 'audio/wav' });
    expect(await text(got!.body)).toBe('RIFF fake wave');
    expect(await store.get('samples', userKey('ada', 'nothing-here'))).toBeNull();
  });

  it('when a file is removed, then it is gone, and removing it again is no error', async () => {
    const key = userKey('ada', 'to-remove');
    await store.put('samples', key, Buffer.from('x'), 'text/plain');
    await store.remove('samples', key);
    expect(await store.get('samples', key)).toBeNull();
    await expect(store.remove('samples', key)).resolves.toBeUndefined();
  });

  it("when a user is erased, then all of that user's files go and every other user's stay", async () => {
    for (let i = 0; i < 3; i++) await store.put('samples', userKey('erased', `f${i}`), Buffer.from(`e${i}`), 'text/plain');
    await store.put('samples', userKey('erased-not', 'f0'), Buffer.from('keep'), 'text/plain'); // a longer name with the same start
    await store.put('samples', userKey('bob', 'f0'), Buffer.from('keep'), 'text/plain');

    expect(await store.removeUser('samples', 'erased')).toBe(3);
    for (let i = 0; i < 3; i++) expect(await store.get('samples', userKey('erased', `f${i}`))).toBeNull();
    expect(await store.get('samples', userKey('erased-not', 'f0'))).not.toBeNull();
    expect(await store.get('samples', userKey('bob', 'f0'))).not.toBeNull();
  });

  it('refuses keys that could leave the user’s prefix', () => {
    for (const [user, id] of [['ada', '../bob/x'], ['ada/..', 'x'], ['', 'x'], ['ada', ''], ['a..b', 'x'], ['ada', 'a/b']]) {
      expect(() => userKey(user!, id!)).toThrow(/not a valid object key part/);
    }
    expect(userKey('65f0c2a1b2c3d4e5f6a7b8c9', '01J9Z3.webm')).toBe('65f0c2a1b2c3d4e5f6a7b8c9/01J9Z3.webm');
  });
});
