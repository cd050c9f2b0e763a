import { describe, expect, it } from 'vitest';
import { CAPTURE_TYPES, DEFAULT_CAPTURE_TYPE, entryTypeLabel } from './entry-types';

describe('entry type labels', () => {
  it.each([
    ['thought', 'Quotes'],
    ['memory', 'Memory'],
    ['reflection', 'Deep Reflection'],
    ['photo', 'Photo'],
    ['image', 'Image'],
    ['generated', 'Generated'],
  ])('shows %s as %s', (type, label) => {
    expect(entryTypeLabel(type)).toBe(label);
  });

  it('offers thought, memory and reflection on the Capture screen, thought first', () => {
    expect(CAPTURE_TYPES).toEqual(['thought', 'memory', 'reflection']);
    expect(DEFAULT_CAPTURE_TYPE).toBe('thought');
  });
});
