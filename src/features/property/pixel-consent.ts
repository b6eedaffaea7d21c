/**
 * The social-media pixel's rule (ADR 107): a script is added only when the deployment configured one
 * AND the visitor said yes on this device; the choice is kept on the device, asked once. No DOM
 * framework here, so the rule is tested on its own.
 */
export type PixelChoice = 'yes' | 'no' | null;
export const PIXEL_CHOICE_KEY = 'property.pixel.consent';
const PIXEL_MARK = 'data-social-pixel';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

export function readChoice(store: Store): PixelChoice {
  const v = store.getItem(PIXEL_CHOICE_KEY);
  return v === 'yes' || v === 'no' ? v : null;
}
export const keepChoice = (store: Store, choice: 'yes' | 'no') => store.setItem(PIXEL_CHOICE_KEY, choice);

/** Whether to ask: a pixel is configured and the visitor has not chosen yet. */
export const askConsent = (url: string | null, choice: PixelChoice) => !!url && choice === null;

/** Adds the pixel's script once, only with a configured URL and a "yes"; answers whether it is on the page. */
export function loadPixel(doc: Document, url: string | null, choice: PixelChoice): boolean {
  if (!url || choice !== 'yes') return false;
  if (doc.querySelector(`script[${PIXEL_MARK}]`)) return true;
  const s = doc.createElement('script');
  s.src = url;
  s.async = true;
  s.setAttribute(PIXEL_MARK, '');
  doc.head.append(s);
  return true;
}
