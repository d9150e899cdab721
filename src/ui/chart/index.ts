export { BarChart, ChartLoading, LineChart, type ChartProps, type ChartSeries, type ChartTone } from './chart'
export { monthLabels, type MonthLabels } from './months'
