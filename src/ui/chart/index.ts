export { BarChart, LineChart, type ChartProps, type ChartSeries, type ChartTone } from './chart'
