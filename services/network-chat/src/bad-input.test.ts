// Bad input on every route of network-chat: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { describeBadInput } from '@immortal/testkit';
import { createApp } from './app.js';

describeBadInput(
  'network-chat',
  createApp,
  [
    { method: 'post', path: '/api/chat' },
    { method: 'get', path: '/api/conversations' },
    { method: 'post', path: '/api/conversations/:id/correction' },
    { method: 'get', path: '/api/daily-prompt' },
    { method: 'get', path: '/api/quality-training/metrics' },
    { method: 'post', path: '/api/quality-training/generate-prompt' },
    { method: 'post', path: '/api/quality-training/submit-response' },
  ],
);
