// The embedded default: backing services as local processes, and the whole stack (`make start`, e2e).
export { startBackingServices, type BackingServices, type BackingOptions, type S3Settings } from './backing.js';
export { startStack, SERVICES, type Stack, type StackOptions, type ServiceName } from './stack.js';
export { binary, cacheDir, defaultBinDir, type BinaryName } from './paths.js';
export { spawnGroup, stopGroup } from './process-group.js';
export { freePort, portAnswers } from './wait.js';
