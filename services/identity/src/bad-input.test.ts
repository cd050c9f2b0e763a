// Bad input on every route of identity: a 4xx with the error's message, never a 500 (testkit/bad-input.ts).
import { describeBadInput } from '@immortal/testkit';
import { createApp } from './app.js';

describeBadInput(
  'identity',
  createApp,
  [
    { method: 'post', path: '/api/register' },
    { method: 'post', path: '/api/login' },
    { method: 'post', path: '/api/login/demo' },
    { method: 'get', path: '/api/auth/options' },
    { method: 'get', path: '/api/user' },
    { method: 'get', path: '/api/tutorial-progress' },
    { method: 'post', path: '/api/tutorial-progress' },
    { method: 'delete', path: '/api/user' },
    { method: 'post', path: '/api/logout' },
  ],
);
