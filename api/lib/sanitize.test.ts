import { describe, expect, it } from 'vitest';
import { sanitizeLocalized, sanitizeRich } from './sanitize.ts';

describe('rich text from the editor', () => {
  it('keeps the allowed markup, drops scripts, handlers and javascript: links, and seals every link', () => {
    const out = sanitizeRich(
      '<p onclick="x()">Қарыз<script>alert(1)</script> <a href="https://gov.kz" target="_blank">сілтеме</a> <a href="javascript:alert(1)">x</a></p>',
    );
    expect(out).toBe(
      '<p>Қарыз <a href="https://gov.kz" rel="noopener noreferrer nofollow">сілтеме</a> <a rel="noopener noreferrer nofollow">x</a></p>',
    );
  });

  it('leaves out a language whose text was only markup that is not allowed', () => {
    expect(sanitizeLocalized({ kk: '<b>Сәлем</b>', ru: '<script>x</script>' })).toEqual({ kk: '<b>Сәлем</b>' });
  });
});
