export { startBackingServices, type BackingServices, type BackingOptions } from './backing.js';
export { startStack, SERVICES, type Stack, type StackOptions } from './stack.js';
export { binary, cacheDir } from './paths.js';
