import { describe, expect, it } from 'vitest';
import { headerIssues, normaliseHeader, proposeMapping } from './header-map.ts';
import { decodeCsv, detectDelimiter } from './csv-rows.ts';
import { katoKey } from './kato-match.ts';
import { applicantsTarget } from './targets/applicants.ts';

describe('header mapping', () => {
  it('recognises field ids, labels in three languages and akimat names, whatever the case and punctuation', () => {
    expect(
      proposeMapping(applicantsTarget, [
        'iin',
        ' Ф.И.О. ',
        'ЖСН',
        'Телефон',
        'Туған күні',
        'Phone',
        'Район',
        'Колонка 7',
      ]),
    ).toEqual([
      'iin',
      'fio',
      null, // the IIN is already taken by the first column
      'phone',
      'birthday',
      null,
      'district_id',
      null,
    ]);
    expect(normaliseHeader('Ё-моё, ТЕЛ.')).toBe('емоетел');
  });

  it('prefers the source’s saved choices, including a saved "not imported"', () => {
    const saved = { [normaliseHeader('Колонка 7')]: 'locality', [normaliseHeader('Телефон')]: null };
    expect(proposeMapping(applicantsTarget, ['ИИН', 'Колонка 7', 'Телефон'], saved)).toEqual(['iin', 'locality', null]);
  });

  it('tells header errors from warnings', () => {
    const issues = headerIssues(applicantsTarget, ['a', 'Телефон', 'b'], [null, 'phone', 'phone']);
    expect(issues.filter((i) => i.level === 'error').map((i) => i.message_id)).toEqual([
      'imports.header.no_iin',
      'imports.header.mapped_twice',
    ]);
    expect(issues).toContainEqual({ level: 'warning', column: 0, field: null, message_id: 'imports.header.unknown' });
  });
});

describe('CSV as Excel saves it', () => {
  it('decodes UTF-8 with and without a BOM, and cp1251 otherwise', () => {
    expect(decodeCsv(new Uint8Array([0xef, 0xbb, 0xbf, ...Buffer.from('ИИН')]))).toBe('ИИН');
    expect(decodeCsv(Buffer.from('ФИО'))).toBe('ФИО');
    expect(decodeCsv(new Uint8Array([0xc8, 0xc8, 0xcd]))).toBe('ИИН');
  });

  it('takes the separator of the header line, ignoring quoted ones', () => {
    expect(detectDelimiter('ФИО;ИИН;"Адрес, дом"\n1,2,3,4')).toBe(';');
    expect(detectDelimiter('fio,iin,"a;b"\n')).toBe(',');
    expect(detectDelimiter('iin')).toBe(',');
  });
});

describe('KATO names', () => {
  it('drops the official words and abbreviations', () => {
    expect(katoKey('Акмолинская обл.')).toBe(katoKey('Акмолинская область'));
    expect(katoKey('Зерендинский р-н')).toBe('зерендинский');
    expect(katoKey('Ақсу а.о.')).toBe(katoKey('Ақсу ауылдық округі'));
    expect(katoKey('Ақмола облысы')).toBe('ақмола');
  });
});
