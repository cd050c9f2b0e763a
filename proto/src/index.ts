export * from './common.js';
export * from './events.js';
