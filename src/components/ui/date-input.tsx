/**
 * The one date input. The browser's `<input type=date>` speaks the browser's language ("mm/dd/yyyy" on
 * a Kazakh page in an English Chrome) and starts weeks on Sunday there; this one is typed and shown as
 * dd.mm.yyyy (lib/day-mask.ts) with a Monday-first calendar in the page's language beside it. The form
 * keeps the ISO day the schemas check, "yyyy-mm-dd". The calendar is its own chunk, fetched on first open.
 * DateField is it with a label and error, bound to a react-hook-form field by name.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { dayText, isoDay, maskDay } from '../../lib/day-mask.ts';
import { boundInput, type InputProps } from './bound-field.tsx';

const DateCalendar = lazy(() => import('./date-calendar.tsx'));

export interface DateInputProps extends InputProps {
  /** The form's value: an ISO day, '' when none. */
  value: string | null | undefined;
  /** Called with the ISO day once a whole, real date is typed or picked, and with '' when cleared. */
  onChange(value: string): void;
  /**
   * Called with what is typed while it is not yet a date: a form passes it on so its schema says
   * "invalid date" instead of taking an unfinished date for none. Filters leave it out.
   */
  onUnfinished?: ((text: string) => void) | undefined;
  /** react-hook-form's `field.ref`, so its setFocus reaches the input. */
  inputRef?: ((el: HTMLInputElement | null) => void) | undefined;
}

export function DateInput({ value, onChange, onUnfinished, inputRef, onBlur, ...rest }: DateInputProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState(() => dayText(value));
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLSpanElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // A value set from elsewhere (a restored draft, an IIN's birthday, a reset) is drawn afresh.
  const represents = value ? (isoDay(typed) ?? typed) === value : !isoDay(typed);
  const shown = represents ? typed : dayText(value);

  const type = (text: string) => {
    const next = maskDay(text);
    setTyped(next);
    const iso = isoDay(next);
    if (iso) onChange(iso);
    else if (!next) onChange('');
    else onUnfinished?.(next);
  };

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) toggle.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (e: PointerEvent) => {
      if (!wrap.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  return (
    <span className="date-input" ref={wrap}>
      <input
        placeholder={intl.formatMessage({ id: 'date.placeholder' })}
        {...rest}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        onChange={(e) => type(e.target.value)}
        onBlur={onBlur}
      />
      <button
        type="button"
        ref={toggle}
        className="date-input-toggle"
        aria-label={intl.formatMessage({ id: 'date.calendar.open' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        disabled={rest.disabled}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM7 12h3v3H7z"
          />
        </svg>
      </button>
      {open && (
        <div
          className="date-input-calendar"
          role="dialog"
          aria-label={intl.formatMessage({ id: 'date.calendar.title' })}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              close(true);
            }
          }}
        >
          <Suspense fallback={null}>
            <DateCalendar
              value={isoDay(shown)}
              onPick={(iso) => {
                setTyped(dayText(iso));
                onChange(iso);
                close(true);
              }}
            />
          </Suspense>
        </div>
      )}
    </span>
  );
}

/** A labelled date input bound to a react-hook-form field that holds an ISO day. */
export const DateField = boundInput((input) => <DateInput {...input} onUnfinished={input.onChange} />);
