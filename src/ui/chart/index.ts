export { BarChart, ChartLoading, LineChart, type ChartProps, type ChartSeries, type ChartThreshold, type ChartTone } from './chart'
export { closeScale } from './geometry'
export { monthLabels, type MonthLabels } from './months'
