// Light SVG charts for the dashboards (no chart library). Only the dashboard pages import them, and
// those pages are lazy chunks, so the charts load on demand with the first dashboard opened.
export { ColumnChart, type Point } from './column-chart.tsx';
export { LineChart } from './line-chart.tsx';
export { BarList } from './bar-list.tsx';
