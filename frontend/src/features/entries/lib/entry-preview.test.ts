import { describe, expect, it } from 'vitest';
import { LONG_TEXT } from '../test/entry-fixtures';
import { PREVIEW_MAX, PREVIEW_MIN, entryPreview, readableText } from './entry-preview';

describe('entry previews', () => {
  it('keeps short text whole', () => {
    expect(entryPreview('A short thought.')).toBe('A short thought.');
  });

  it.each([140, 160, 200])('cuts long text to at most %i characters, at a word boundary, with an ellipsis', (max) => {
    const text = `${LONG_TEXT} ${LONG_TEXT}`;
    const preview = entryPreview(text, max);
    expect(preview.length).toBeLessThanOrEqual(max);
    expect(preview.length).toBeGreaterThanOrEqual(PREVIEW_MIN);
    expect(preview.endsWith('…')).toBe(true);
    const body = preview.slice(0, -1);
    expect(text.startsWith(body)).toBe(true);
    // the next character in the source ends a word: no word was cut in half
    expect(text[body.length]).toMatch(/[\s,;:.]/);
  });

  it('clamps the length to 100..200 whatever is asked', () => {
    const text = LONG_TEXT.repeat(3);
    expect(entryPreview(text, 20).length).toBeGreaterThanOrEqual(PREVIEW_MIN);
    expect(entryPreview(text, 20).length).toBeLessThanOrEqual(PREVIEW_MIN);
    expect(entryPreview(text, 900).length).toBeLessThanOrEqual(PREVIEW_MAX);
  });

  it('cuts a single very long word mid-word rather than returning nothing', () => {
    const preview = entryPreview('x'.repeat(500), 150);
    expect(preview).toBe(`${'x'.repeat(149)}…`);
  });

  it('leaves embedded image data and URLs out, and reads a photo by its notes', () => {
    const content = 'Photo: beach.jpg\nImageData: data:image/png;base64,AAAA\nImage URL: https://example.com/a.png\nMy thoughts: The light was perfect.';
    expect(readableText(content)).toBe('The light was perfect.');
    expect(entryPreview('Image generated: a lighthouse at dusk\nImage URL: https://example.com/x.png')).toBe('Image generated: a lighthouse at dusk');
  });

  it('collapses line breaks and runs of spaces', () => {
    expect(entryPreview('one\n\ntwo   three')).toBe('one two three');
  });
});
