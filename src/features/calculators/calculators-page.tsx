/** Daily budget, deposit and mortgage calculators (seed §1): results in tenge per day, month and year. */
import { FormattedMessage } from 'react-intl';
import { annuityMortgage, compoundDeposit, dailyBudget } from '../../lib/calc-math.ts';
import { budgetInput, depositInput, mortgageInput } from './calc-schemas.ts';
import { CalcForm } from './calc-form.tsx';
import { Money, SpreadTable } from './spread-table.tsx';
import './calculators.css';

const TENGE = 'calc.unit.tenge';
const PERCENT = 'calc.unit.percent';

export function CalculatorsPage() {
  return (
    <section className="page" data-testid="calculators-page">
      <h1>
        <FormattedMessage id="calc.title" />
      </h1>
      <p className="lead">
        <FormattedMessage id="calc.intro" />
      </p>
      <div className="calc-grid">
        <CalcForm
          id="budget"
          title="calc.budget.title"
          schema={budgetInput}
          defaults={{ income: '300000', expenses: '180000', savings: '30000' }}
          fields={[
            { name: 'income', label: 'calc.budget.income', unit: TENGE },
            { name: 'expenses', label: 'calc.budget.expenses', unit: TENGE },
            { name: 'savings', label: 'calc.budget.savings', unit: TENGE },
          ]}
        >
          {(v) => {
            const r = dailyBudget(v);
            return (
              <>
                <SpreadTable caption="calc.budget.result" spread={r.free} />
                {r.overspent && <FormattedMessage id="calc.budget.overspent" tagName="p" />}
              </>
            );
          }}
        </CalcForm>
        <CalcForm
          id="deposit"
          title="calc.deposit.title"
          schema={depositInput}
          defaults={{ amount: '1000000', rate: '12', months: '12' }}
          fields={[
            { name: 'amount', label: 'calc.deposit.amount', unit: TENGE },
            { name: 'rate', label: 'calc.deposit.rate', unit: PERCENT },
            { name: 'months', label: 'calc.deposit.months' },
          ]}
        >
          {(v) => {
            const r = compoundDeposit(v);
            return (
              <>
                <Money label="calc.deposit.final" value={r.final} />
                <Money label="calc.deposit.interest" value={r.interest} />
                <SpreadTable caption="calc.deposit.result" spread={r.income} />
              </>
            );
          }}
        </CalcForm>
        <CalcForm
          id="mortgage"
          title="calc.mortgage.title"
          schema={mortgageInput}
          defaults={{ price: '25000000', downPercent: '20', rate: '12', years: '15' }}
          fields={[
            { name: 'price', label: 'calc.mortgage.price', unit: TENGE },
            { name: 'downPercent', label: 'calc.mortgage.down' },
            { name: 'rate', label: 'calc.mortgage.rate', unit: PERCENT },
            { name: 'years', label: 'calc.mortgage.years' },
          ]}
        >
          {(v) => {
            const r = annuityMortgage(v);
            return (
              <>
                <Money label="calc.mortgage.downAmount" value={r.down} />
                <Money label="calc.mortgage.loan" value={r.loan} />
                <Money label="calc.mortgage.overpayment" value={r.overpayment} />
                <SpreadTable caption="calc.mortgage.result" spread={r.payment} />
              </>
            );
          }}
        </CalcForm>
      </div>
    </section>
  );
}
