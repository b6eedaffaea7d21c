import { describe, expect, it } from 'vitest';
import { askConsent, keepChoice, loadPixel, PIXEL_CHOICE_KEY, readChoice } from './pixel-consent.ts';

const URL_ = 'https://pixel.example.com/px.js?id=42';
/** Just what loadPixel touches of a document: create a script, find it, append it to <head>. */
function page() {
  const scripts: {
    src: string;
    async: boolean;
    attrs: Map<string, string>;
    setAttribute(k: string, v: string): void;
    getAttribute(k: string): string | null;
  }[] = [];
  const doc = {
    createElement: () => {
      const el = {
        src: '',
        async: false,
        attrs: new Map<string, string>(),
        setAttribute: (k: string, v: string) => void el.attrs.set(k, v),
        getAttribute: (k: string) => (k === 'src' ? el.src : (el.attrs.get(k) ?? null)),
      };
      return el;
    },
    querySelector: () => scripts.find((s) => s.attrs.has('data-social-pixel')) ?? null,
    querySelectorAll: () => scripts,
    head: { append: (s: (typeof scripts)[number]) => void scripts.push(s) },
  };
  return doc as unknown as Document;
}
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('social pixel consent (ADR 107)', () => {
  it('adds no pixel script before consent, nor without a configured pixel, nor after a "no"', () => {
    const doc = page();
    expect(loadPixel(doc, URL_, null)).toBe(false);
    expect(loadPixel(doc, URL_, 'no')).toBe(false);
    expect(loadPixel(doc, null, 'yes')).toBe(false);
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('asks only when a pixel is configured and nothing was chosen; keeps the choice on the device', () => {
    const store = memory();
    expect(askConsent(null, readChoice(store))).toBe(false);
    expect(askConsent(URL_, readChoice(store))).toBe(true);
    keepChoice(store, 'yes');
    expect(store.getItem(PIXEL_CHOICE_KEY)).toBe('yes');
    expect(askConsent(URL_, readChoice(store))).toBe(false);
  });

  it('after a "yes" the configured script is added once', () => {
    const doc = page();
    expect(loadPixel(doc, URL_, 'yes')).toBe(true);
    expect(loadPixel(doc, URL_, 'yes')).toBe(true);
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.getAttribute('src')).toBe(URL_);
  });
});
