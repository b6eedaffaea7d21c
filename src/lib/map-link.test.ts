import { describe, expect, it } from 'vitest';
import { mapLink } from './map-link.ts';

const ANDROID = 'Mozilla/5.0 (Linux; Android 13; SM-A135F) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('mapLink', () => {
  it('gives Android a geo: link with the point and its label', () => {
    expect(mapLink(43.2389, 76.8897, 'ул. Абая, 1', ANDROID)).toBe(
      'geo:43.2389,76.8897?q=43.2389,76.8897(%D1%83%D0%BB.%20%D0%90%D0%B1%D0%B0%D1%8F%2C%201)',
    );
    expect(mapLink(-1.5, 0, ' ', ANDROID)).toBe('geo:-1.5,0?q=-1.5,0');
  });

  it('gives an iPhone the Apple Maps link its Maps app opens', () => {
    expect(mapLink(43.2389, 76.8897, 'Hall', IPHONE)).toBe('https://maps.apple.com/?ll=43.2389,76.8897&q=Hall');
    expect(mapLink(43, 76, '', IPHONE)).toBe('https://maps.apple.com/?ll=43,76&q=43%2C76');
  });
});
