/**
 * A small accessible SVG bar chart (horizontal bars, one per row) instead of a chart library: the
 * admin chunk stays light, each bar carries a <title> with its label and count, and the same numbers
 * are always in the table under it. Shared by the reports and the survey statistics.
 */
import { useIntl } from 'react-intl';
import './bar-chart.css';

export interface Bar {
  key: string;
  label: string;
  count: number;
}

const WIDTH = 640;
const LABEL_W = 230;
const BAR_H = 22;
const GAP = 8;
const AXIS_H = 40;

export function BarChart({ title, bars, axisLabel }: { title: string; bars: Bar[]; axisLabel: string }) {
  const intl = useIntl();
  const max = Math.max(1, ...bars.map((b) => b.count));
  const plotW = WIDTH - LABEL_W - 60;
  const height = bars.length * (BAR_H + GAP) + AXIS_H;
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f)).filter((v, i, a) => a.indexOf(v) === i);
  const x = (v: number) => LABEL_W + (v / max) * plotW;
  return (
    // On a phone the chart keeps its size and scrolls sideways: shrunk to the screen, its labels were 6 px.
    // Focusable, so a keyboard can scroll it too.
    <div className="bar-chart-scroll" tabIndex={0} data-testid="chart-scroll">
      <svg
        className="bar-chart"
        role="img"
        aria-label={title}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        data-testid="report-chart"
      >
        <title>{title}</title>
        {bars.map((b, i) => {
          const y = i * (BAR_H + GAP);
          const text = intl.formatMessage({ id: 'reports.chart.bar' }, { label: b.label, count: b.count });
          return (
            <g key={b.key} data-testid="chart-bar" aria-label={text} role="img">
              <title>{text}</title>
              <text x={LABEL_W - 8} y={y + BAR_H * 0.7} textAnchor="end" className="bar-label">
                {b.label.length > 32 ? `${b.label.slice(0, 31)}…` : b.label}
              </text>
              <rect x={LABEL_W} y={y} width={Math.max(1, x(b.count) - LABEL_W)} height={BAR_H} className="bar" />
              <text x={x(b.count) + 6} y={y + BAR_H * 0.7} className="bar-value">
                {intl.formatNumber(b.count)}
              </text>
            </g>
          );
        })}
        <g className="axis" aria-hidden="true">
          <line x1={LABEL_W} x2={LABEL_W + plotW} y1={height - AXIS_H + 4} y2={height - AXIS_H + 4} />
          {ticks.map((v) => (
            <text key={v} x={x(v)} y={height - AXIS_H + 20} textAnchor="middle">
              {intl.formatNumber(v)}
            </text>
          ))}
          <text x={LABEL_W + plotW / 2} y={height - 4} textAnchor="middle" className="axis-label">
            {axisLabel}
          </text>
        </g>
      </svg>
    </div>
  );
}
