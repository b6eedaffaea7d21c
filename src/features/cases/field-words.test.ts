import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import { fieldName, fieldValue } from './field-words.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('a case field change in words', () => {
  it('names a group of counts and each count as the forms do, leaving out the zeros', () => {
    expect(fieldName(intl, 'arrests')).toBe('Arrests');
    expect(fieldValue(intl, 'arrests', { by_writs: 1, by_court_act: 0, accounts_seized: 3 })).toBe(
      'Arrests by writs: 1, Seized accounts: 3',
    );
    expect(fieldValue(intl, 'debt_help', { banks: 0 })).toBe('0');
  });

  it('reads a status by name, the client wait as started or ended, nothing as a dash, in the page language', () => {
    expect(fieldValue(intl, 'status', 2)).toBe('In progress');
    expect(fieldValue(intl, 'waiting_client', true)).toBe('Waiting for the client');
    expect(fieldValue(intl, 'waiting_client', false)).toBe('The client answered');
    expect(fieldValue(intl, 'remind_at', null)).toBe('—');
    const inRussian = createIntl({ locale: 'ru', messages: ru });
    expect(`${fieldName(inRussian, 'arrests')}: ${fieldValue(inRussian, 'arrests', { by_writs: 2 })}`).toBe(
      `${ru['cases.counts.arrests']}: ${ru['cases.field.by_writs']}: 2`,
    );
  });
});
