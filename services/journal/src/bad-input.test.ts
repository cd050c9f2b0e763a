// Bad input on every route of journal: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { describeBadInput } from '@immortal/testkit';
import { createApp } from './app.js';

describeBadInput(
  'journal',
  createApp,
  [
    { method: 'get', path: '/api/entries' },
    { method: 'post', path: '/api/entries' },
    { method: 'patch', path: '/api/entries/:id' },
    { method: 'delete', path: '/api/entries/:id' },
    { method: 'get', path: '/api/stats' },
    { method: 'get', path: '/api/search' },
    { method: 'get', path: '/api/export' },
  ],
  // one real entry, so listing, searching and exporting are swept over data
  (caller) => caller.post('/api/entries').send({ type: 'memory', content: 'A calm morning by the lake.' }),
);
