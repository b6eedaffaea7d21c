import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import { fieldLabel } from './answer-labels.ts';

const intl = createIntl({ locale: 'en', messages: en });

describe('contest answers: labels of the place', () => {
  it('names the KATO code fields as the form does, and the free-text place of older akim records alike', () => {
    expect(fieldLabel(intl, 'region_id')).toBe(en['contest.akim.region']);
    expect(fieldLabel(intl, 'rural_district_id')).toBe(en['contest.akim.rural_district']);
    expect(fieldLabel(intl, 'region')).toBe(en['contest.akim.region']);
    expect(fieldLabel(intl, 'district')).toBe(en['contest.akim.district']);
  });
});
