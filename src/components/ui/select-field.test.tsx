import { renderToStaticMarkup } from 'react-dom/server';
import { useForm } from 'react-hook-form';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json' with { type: 'json' };
import { FormSelect, Select, SelectField, type SelectOption } from './select-field.tsx';

/** The options as drawn, and the one the browser shows as chosen. */
function drawn(value: string | number | null, options: SelectOption[], loading = false) {
  const html = renderToStaticMarkup(
    <IntlProvider locale="en" messages={en}>
      <SelectField label="Trainer" value={value} options={options} loading={loading} onChange={() => undefined} />
    </IntlProvider>,
  );
  const all = [...html.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)<\/option>/g)];
  return { texts: all.map((m) => m[3]), chosen: all.filter((m) => m[2]).map((m) => [m[1], m[3]]) };
}

const trainers = [
  { value: 56, label: 'Aigerim · 77010000056' },
  { value: 57, label: 'Serik · 77010000057' },
];

describe('SelectField shows the value it holds', () => {
  it('while its options are still loading, the saved value stands as "Loading…", never "Choose…"', () => {
    expect(drawn(57, [], true).chosen).toEqual([['57', 'Loading…']]);
  });

  it('options that arrive after the value select it by its name, and no stand-in is left', () => {
    const after = drawn(57, trainers, false);
    expect(after.chosen).toEqual([['57', 'Serik · 77010000057']]);
    expect(after.texts).toEqual(['Choose…', 'Aigerim · 77010000056', 'Serik · 77010000057']);
  });

  it('a saved value no longer offered is shown as such', () => {
    expect(drawn(99, trainers).chosen).toEqual([['99', 'Saved value (not in the list)']]);
  });

  it('no value shows "Choose…"', () => {
    expect(drawn(null, trainers).chosen).toEqual([['', 'Choose…']]);
  });
});

describe('a select that always holds one of its options', () => {
  const html = (value: string) =>
    renderToStaticMarkup(
      <IntlProvider locale="en" messages={en}>
        <Select
          aria-label="Group by"
          value={value}
          placeholder={false}
          options={[
            { value: 'region', label: 'Region' },
            { value: 'date', label: 'Date' },
          ]}
          onChange={() => undefined}
        />
      </IntlProvider>,
    );

  it('offers no empty "Choose…" and shows the value it holds', () => {
    expect(html('date')).not.toContain('Choose…');
    expect(html('date')).toContain('<option value="date" selected="">Date</option>');
  });

  it('still stands a value it no longer offers as that value, not as its first option', () => {
    expect(html('flow')).toContain('<option value="flow" selected="">Saved value (not in the list)</option>');
  });
});

describe('a form select without a visible label (a survey question named by its legend)', () => {
  function Question() {
    const form = useForm({ defaultValues: { answers: { region: '110000000' } } });
    return (
      <FormSelect
        control={form.control}
        name="answers.region"
        aria-labelledby="q-region-label"
        placeholder="—"
        options={[{ value: '110000000', label: 'Akmola Region' }]}
      />
    );
  }

  it('is the bare select, named for the form and labelled by the question, showing the saved answer', () => {
    const out = renderToStaticMarkup(
      <IntlProvider locale="en" messages={en}>
        <Question />
      </IntlProvider>,
    );
    expect(out).toMatch(/^<select[^>]*name="answers.region"/);
    expect(out).toContain('aria-labelledby="q-region-label"');
    expect(out).toContain('<option value="110000000" selected="">Akmola Region</option>');
  });
});
