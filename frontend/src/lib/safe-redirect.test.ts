import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './safe-redirect';

describe('safe redirect paths', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirectPath('/capture')).toBe('/capture');
    expect(safeRedirectPath('/dashboard?tab=voice')).toBe('/dashboard?tab=voice');
  });
  it.each([null, '', 'capture', '//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/\u0000x', '/a\\b'])(
    'rejects %j',
    (value) => {
      expect(safeRedirectPath(value)).toBeNull();
    },
  );
});
