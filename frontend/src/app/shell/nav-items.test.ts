import { describe, expect, it } from 'vitest';
import { isNavItemActive, primaryNav, secondaryNav } from './nav-items';

const activeLabels = (pathname: string) => [...primaryNav, ...secondaryNav].filter((item) => isNavItemActive(item, pathname)).map((i) => i.label);

describe('the highlighted sidebar item', () => {
  it('links each item to its route', () => {
    expect([...primaryNav, ...secondaryNav].map((i) => [i.label, i.to])).toEqual([
      ['Dashboard', '/'],
      ['Capture', '/collect'],
      ['AI Tools', '/ai-tools'],
      ['Library', '/search'],
      ['Network', '/network'],
      ['Privacy & Export', '/privacy'],
      ['Tutorial', '/tutorial'],
    ]);
  });
  it.each([
    ['/', 'Dashboard'],
    ['/dashboard', 'Dashboard'],
    ['/dashboard/', 'Dashboard'],
    ['/capture', 'Capture'],
    ['/collect', 'Capture'],
    ['/ai-tools', 'AI Tools'],
    ['/ai-tools/avatar-generation', 'AI Tools'],
    ['/voice-training', 'AI Tools'],
    ['/music-audio', 'AI Tools'],
    ['/search', 'Library'],
    ['/chat', 'Network'],
    ['/network', 'Network'],
    ['/privacy', 'Privacy & Export'],
    ['/tutorial', 'Tutorial'],
  ])('on %s it is %s, and only that', (path, label) => {
    expect(activeLabels(path)).toEqual([label]);
  });
  it('highlights nothing on a page outside the menu', () => {
    expect(activeLabels('/insights')).toEqual([]);
    expect(activeLabels('/ai-toolsx')).toEqual([]);
  });
});
