// Bad input on every route of alignment: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { describeBadInput } from '@immortal/testkit';
import { createApp } from './app.js';

describeBadInput(
  'alignment',
  createApp,
  [
    { method: 'get', path: '/api/identity-alignment' },
    { method: 'get', path: '/api/identity-alignment/history' },
    { method: 'get', path: '/api/personality' },
    { method: 'get', path: '/api/insights' },
    { method: 'post', path: '/api/identity-alignment/refresh' },
  ],
);
