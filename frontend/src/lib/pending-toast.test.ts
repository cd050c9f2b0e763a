import { describe, expect, it } from 'vitest';
import { stashToast, takeStashedToast } from './pending-toast';

describe('a toast carried across a reload', () => {
  it('is shown once, then forgotten', () => {
    stashToast({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    expect(takeStashedToast()).toEqual({ title: 'Welcome back!', description: 'You have successfully logged in.' });
    expect(takeStashedToast()).toBeNull();
  });
  it('ignores a malformed entry', () => {
    sessionStorage.setItem('immortal.pendingToast', '{nope');
    expect(takeStashedToast()).toBeNull();
    expect(sessionStorage.getItem('immortal.pendingToast')).toBeNull();
  });
});
