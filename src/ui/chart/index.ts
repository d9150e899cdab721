export { BarChart, ChartLoading, LineChart, type ChartProps, type ChartSeries, type ChartTone } from './chart'
