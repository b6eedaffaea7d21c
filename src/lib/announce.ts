/**
 * One live region for the whole page, made on first use: what a screen reader must hear (how many fields
 * need correcting) is said even on a form that renders no region of its own, and a region that already
 * exists is heard more reliably than one rendered together with its text.
 */
let pending: ReturnType<typeof setTimeout> | undefined;

function region(): HTMLElement {
  const found = document.getElementById('announcer');
  if (found) return found;
  const el = document.createElement('div');
  el.id = 'announcer';
  el.className = 'visually-hidden';
  el.setAttribute('aria-live', 'assertive');
  el.setAttribute('aria-atomic', 'true');
  el.dataset.testid = 'announcer';
  document.body.append(el);
  return el;
}

/** Says `text` once. Emptied first and filled a moment later, so the same words said again are heard again. */
export function announce(text: string) {
  const el = region();
  el.textContent = '';
  clearTimeout(pending);
  pending = setTimeout(() => (el.textContent = text), 100);
}
