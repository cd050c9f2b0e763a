import { describe, expect, it } from 'vitest';
import { userInitials } from './user-initials';

describe('avatar initials', () => {
  it('uses the first letters of first and last name, uppercased', () => {
    expect(userInitials({ username: 'ada', firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
  it('uses the one name that exists', () => {
    expect(userInitials({ username: 'ada', firstName: 'Ada', lastName: '' })).toBe('A');
    expect(userInitials({ username: 'ada', firstName: null, lastName: 'lovelace' })).toBe('L');
  });
  it("falls back to the username's first letter when there is no name", () => {
    expect(userInitials({ username: 'zed_99', firstName: '', lastName: undefined })).toBe('Z');
  });
  it('shows U with no user', () => {
    expect(userInitials(null)).toBe('U');
    expect(userInitials(undefined)).toBe('U');
  });
  it('ignores surrounding whitespace', () => {
    expect(userInitials({ username: 'x', firstName: '  grace', lastName: ' hopper' })).toBe('GH');
  });
});
