import { describe, expect, it } from 'vitest';
import { DOCUMENT_CHECKLIST, documentChecklist } from './consultation-documents.ts';
import { CONSULTATION_TYPES, DOCUMENT_TYPES } from './reference.ts';

describe('document checklist (ADR 091)', () => {
  it('a bankruptcy needs four: any one of employment, illness or disability meets the third', () => {
    expect(documentChecklist('judicial_bankruptcy', ['disability', 'loan_contract', 'loan_contract'])).toMatchObject({
      provided: 2,
      required: 4,
    });
    expect(documentChecklist('judicial_bankruptcy', ['other', 'digital_signature']).provided).toBe(0);
  });

  it('every case type has a list, naming only known document types', () => {
    for (const type of CONSULTATION_TYPES) {
      expect(DOCUMENT_CHECKLIST[type].length).toBeGreaterThan(0);
      for (const any of DOCUMENT_CHECKLIST[type]) for (const d of any) expect(DOCUMENT_TYPES).toContain(d);
    }
  });
});
