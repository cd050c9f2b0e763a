import { describe, expect, it } from 'vitest';
import { entryImageUrl } from './entry-image';

describe('the picture of an image entry', () => {
  it('comes from metadata.imageUrl first', () => {
    expect(entryImageUrl({ type: 'generated', content: 'Image generated: x', metadata: { imageUrl: 'https://img.example/a.png' } })).toBe('https://img.example/a.png');
  });

  it("comes from an 'Image URL: ' or 'ImageData: ' line otherwise", () => {
    expect(entryImageUrl({ type: 'photo', content: 'Photo: a\nImage URL: https://img.example/b.jpg', metadata: {} })).toBe('https://img.example/b.jpg');
    expect(entryImageUrl({ type: 'image', content: 'ImageData: data:image/png;base64,iVBORw0KGgo=', metadata: {} })).toBe('data:image/png;base64,iVBORw0KGgo=');
  });

  it('is only read from photo, image and generated entries', () => {
    expect(entryImageUrl({ type: 'thought', content: 'Image URL: https://img.example/b.jpg', metadata: {} })).toBeNull();
  });

  it('is never a script or another scheme', () => {
    expect(entryImageUrl({ type: 'photo', content: 'Image URL: javascript:alert(1)', metadata: { imageUrl: 'javascript:alert(1)' } })).toBeNull();
    expect(entryImageUrl({ type: 'photo', content: 'ImageData: data:text/html;base64,PHNjcmlwdD4=', metadata: {} })).toBeNull();
  });
});
