export { startBackingServices, type TestEnv } from './backing.js';
export type { BackingInfo } from './shared-backing.js';
export { asUser, asAnonymous, asOutsider, TEST_INTERNAL_TOKEN, type Caller } from './http.js';
export { watchEvents, eventually, type EventWatcher } from './events.js';
export { startPrivateNats, type PrivateNats } from './private-nats.js';
export { describeBadInput, sweepBadInput, BAD_IDS, BAD_BODIES, BAD_QUERIES, type RouteUnderTest } from './bad-input.js';
