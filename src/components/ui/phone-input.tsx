/**
 * The one phone input: what is typed is drawn as "+7 (701) 123-45-67" while the form keeps the digits
 * the schemas store, "77011234567" (lib/phone-mask.ts). The caret stays after the digit just typed, and
 * deleting a bracket or dash deletes the digit beside it. PhoneField is it with a label and error, bound
 * to a react-hook-form field by name.
 */
import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { caretAfter, editPhone, formatNational, formatPhone, phoneValue } from '../../lib/phone-mask.ts';
import { boundInput, type InputProps } from './bound-field.tsx';

interface PhoneInputProps extends InputProps {
  /** The form's value: "7" and the digits, '' when none. */
  value: string | null | undefined;
  onChange(value: string): void;
  /** react-hook-form's `field.ref`, so its setFocus reaches the input. */
  inputRef?: ((el: HTMLInputElement | null) => void) | undefined;
}

export function PhoneInput({ value, onChange, onBlur, inputRef, ...rest }: PhoneInputProps) {
  const own = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [shown, setShown] = useState(() => formatPhone(value));
  // A value put in the form from elsewhere (a restored draft, a reset) is drawn afresh.
  const display = phoneValue(shown) === (value ?? '') ? shown : formatPhone(value);

  useLayoutEffect(() => {
    const el = own.current;
    if (caret.current === null || !el || document.activeElement !== el) return;
    el.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const edit = (e: ChangeEvent<HTMLInputElement>) => {
    const el = e.target;
    const kind = (e.nativeEvent as InputEvent).inputType ?? '';
    const deleting = kind.startsWith('deleteContentBackward')
      ? 'back'
      : kind.startsWith('deleteContentForward')
        ? 'forward'
        : null;
    const { national, caretDigits } = editPhone(display, el.value, el.selectionStart ?? el.value.length, deleting);
    // "8" or "+" alone: the prefix answers, so the key did not seem to vanish.
    const next = national ? formatNational(national) : el.value.trim() ? '+7 (' : '';
    caret.current = caretAfter(next, caretDigits);
    setShown(next);
    onChange(national ? `7${national}` : '');
  };

  return (
    <input
      placeholder="+7 (7__) ___-__-__"
      autoComplete="tel"
      {...rest}
      ref={(el) => {
        own.current = el;
        inputRef?.(el);
      }}
      type="tel"
      inputMode="tel"
      value={display}
      onChange={edit}
      onBlur={(e) => {
        if (!phoneValue(display)) setShown('');
        onBlur?.(e);
      }}
    />
  );
}

/** A labelled phone input bound to a react-hook-form field. */
export const PhoneField = boundInput((input) => <PhoneInput {...input} />);
