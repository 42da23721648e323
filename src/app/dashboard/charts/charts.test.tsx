// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BarList, ColumnChart, LineChart } from './index.ts';

const data = [
  { label: '11-01', value: 3 },
  { label: '11-02', value: 0 },
  { label: '11-03', value: 12 },
];

/** Renders a BarList of (label, value) pairs and returns its items. */
function bars(title: string, points: [string, number][], props: { ranked?: boolean; color?: string } = {}) {
  render(<BarList title={title} data={points.map(([label, value]) => ({ label, value }))} {...props} />);
  return screen.getByRole('list', { name: title }).querySelectorAll('li');
}

describe('SVG charts', () => {
  it('draws a column per point, taller for larger values, with its value and hover title', () => {
    render(<ColumnChart title="Orders per day" data={data} format={(v) => `${v} x`} />);
    const svg = screen.getByRole('img', { name: 'Orders per day' });
    const rects = [...svg.querySelectorAll('rect')];
    expect(rects).toHaveLength(3);
    const heights = rects.map((r) => Number(r.getAttribute('height')));
    expect(heights[2]).toBeGreaterThan(heights[0]!);
    expect(heights[1]).toBe(0);
    expect(rects[2]!.querySelector('title')!.textContent).toBe('11-03: 12 x');
    expect(svg.textContent).toContain('12 x');
    // Whole-number data: whole-number gridlines only.
    const ticks = [...svg.querySelectorAll('g[aria-hidden] text')].map((t) => t.textContent);
    expect(ticks.every((t) => /^\d+ x$/.test(t!))).toBe(true);
  });

  it('joins the points of a line chart and marks each', () => {
    render(<LineChart title="Revenue" data={data} />);
    const svg = screen.getByRole('img', { name: 'Revenue' });
    const line = svg.querySelector('polyline')!;
    expect(line.getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(svg.querySelectorAll('[data-point]')).toHaveLength(3);
    expect(svg.querySelector('[data-point="11-03"]')!.getAttribute('data-value')).toBe('12');
  });

  it('lists unranked categories in the given order without rank badges, in the given colour', () => {
    const items = bars(
      'Orders per state',
      [
        ['Pending acceptance', 1],
        ['Completed', 4],
      ],
      { ranked: false, color: '#2fc25b' },
    );
    expect([...items].map((li) => li.textContent)).toEqual(['Pending acceptance1', 'Completed4']);
    const bar = items[0]!.querySelector('[aria-hidden]') as HTMLElement;
    expect(bar.style.width).toBe('25%');
    expect(bar.style.background).toBe('rgb(47, 194, 91)');
  });

  it('ranks bars by the given order with widths relative to the largest', () => {
    const items = bars('Busiest sites', [
      ['North', 8],
      ['South', 2],
    ]);
    expect([...items].map((li) => li.getAttribute('data-point'))).toEqual(['North', 'South']);
    const bar = (li: Element) => (li.querySelector('[aria-hidden]') as HTMLElement).style.width;
    expect(bar(items[0]!)).toBe('100%');
    expect(bar(items[1]!)).toBe('25%');
  });
});
