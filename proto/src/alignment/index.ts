export * from './http.js';
export * from './events.js';
