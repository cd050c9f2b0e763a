import { describe, expect, it } from 'vitest';
import { isDetail } from './use-detail-toggle';

describe('detail names', () => {
  it('knows personality, behavior and voice only', () => {
    expect(['personality', 'behavior', 'voice'].every(isDetail)).toBe(true);
    expect(isDetail('overall')).toBe(false);
    expect(isDetail(undefined)).toBe(false);
  });
});
