import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { BarChart, LineChart, closeScale, type ChartProps } from './index'

/** No DOM in these tests: the charts are rendered to markup and read with a few patterns. */
function render(element: ReactElement, locale = 'en'): string {
  i18n.loadAndActivate({ locale, messages: {} })
  return renderToStaticMarkup(<I18nProvider i18n={i18n}>{element}</I18nProvider>)
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0

const props: ChartProps = {
  title: 'Sales by status',
  labels: ['Delivered', 'Cancelled by the customer before shipping', 'Returned'],
  series: [
    { name: 'This period', values: [1200, 300, 0], tone: 'brand' },
    { name: 'Previous period', values: [900, 450, 60], tone: 'muted' },
  ],
  format: (value) => `GHS ${value.toFixed(2)}`,
}

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
})

describe('BarChart', () => {
  it('draws one bar per label and series in an SVG hidden from assistive technology', () => {
    const html = render(<BarChart {...props} />)
    expect(count(html, /class="ui-chart-bar"/g)).toBe(6)
    expect(html).toMatch(/<div class="ui-chart-body" aria-hidden="true">/)
    expect(html).toMatch(/<svg class="ui-chart-plot" viewBox="0 0 100 100" preserveAspectRatio="none"/)
    expect(html).not.toMatch(/NaN|Infinity|undefined/)
  })

  it('gives the same figures as a table: caption, a row per label, a column per series', () => {
    const html = render(<BarChart {...props} />)
    expect(html).toContain('<caption class="ui-visually-hidden">Sales by status</caption>')
    expect(count(html, /<th scope="col">/g)).toBe(2)
    expect(count(html, /<th scope="row">/g)).toBe(3)
    expect(html).toContain('<th scope="row">Returned</th><td>GHS 0.00</td><td>GHS 60.00</td>')
    expect(html).toContain('<div class="ui-visually-hidden"><table>')
  })

  it('names the series in the legend; draws labels only once it knows its width, the table has them whole', () => {
    const html = render(<BarChart {...props} />)
    expect(html).toContain('<span class="ui-chart-key"></span>This period')
    expect(html).toContain('<span class="ui-chart-key"></span>Previous period')
    expect(html).toContain('Show as table')
    // Where labels go and how they are cut is fitLabels' (geometry.test.ts) once the chart is measured.
    expect(html).toContain('<div class="ui-chart-labels" aria-hidden="true"></div>')
    expect(html).toContain('<th scope="row">Cancelled by the customer before shipping</th>')
  })

  it('labels the value axis with round ticks through the formatter', () => {
    const html = render(<BarChart {...props} />)
    const axis = /<div class="ui-chart-axis">(.*?)<\/div>/.exec(html)?.[1] ?? ''
    expect(axis).toBe('<span>GHS 0.00</span><span>GHS 500.00</span><span>GHS 1000.00</span><span>GHS 1500.00</span>')
    const short = render(<BarChart {...props} axisFormat={(value) => String(value / 1000)} />)
    expect(short).toContain('<div class="ui-chart-axis"><span>0</span><span>0.5</span><span>1</span><span>1.5</span></div>')
  })

  it('mirrors for right to left: dir on the chart, the first group at the right', () => {
    const ltr = render(<BarChart {...props} rtl={false} />)
    const rtl = render(<BarChart {...props} rtl />)
    const firstX = (html: string) => Number(/class="ui-chart-bar" data-tone="brand" x="([\d.]+)"/.exec(html)?.[1])
    expect(ltr).toContain('dir="ltr"')
    expect(rtl).toContain('dir="rtl"')
    expect(firstX(ltr)).toBeLessThan(50)
    expect(firstX(rtl)).toBeGreaterThan(50)
  })

  it('follows the active language when rtl is not given', () => {
    expect(render(<BarChart {...props} />, 'ar')).toContain('dir="rtl"')
    expect(render(<BarChart {...props} />, 'fr')).toContain('dir="ltr"')
  })

  it('renders all zeros, no labels and values missing for some labels without NaN', () => {
    const zeros = render(<BarChart {...props} series={[{ name: 'This period', values: [0, 0, 0], tone: 'brand' }]} />)
    expect(zeros).not.toMatch(/NaN|Infinity/)
    expect(zeros).toContain('<div class="ui-chart-axis"><span>GHS 0.00</span></div>')
    const empty = render(<BarChart {...props} labels={[]} />)
    expect(empty).not.toMatch(/NaN|Infinity/)
    expect(count(empty, /<th scope="row">/g)).toBe(0)
    const short = render(<BarChart {...props} series={[{ name: 'This period', values: [5], tone: 'brand' }]} />)
    expect(short).not.toMatch(/NaN|Infinity/)
    expect(count(short, /<td>GHS 0.00<\/td>/g)).toBe(2)
  })
})

describe('LineChart', () => {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

  it('draws a line and its dots per series, the compared series first so the period is on top', () => {
    const html = render(
      <LineChart
        title="Success rate by month"
        labels={months}
        series={[
          { name: 'You', values: months.map((_, index) => index / 12), tone: 'brand' },
          { name: 'Team', values: months.map(() => 0.5), tone: 'muted' },
        ]}
        format={(value) => `${Math.round(value * 100)} %`}
      />,
    )
    expect(count(html, /class="ui-chart-line"/g)).toBe(2)
    expect(count(html, /h0/g)).toBe(24)
    expect(html.indexOf('data-tone="muted"><path')).toBeLessThan(html.indexOf('data-tone="brand"><path'))
    expect(html).toContain('data-kind="line"')
    expect(count(html, /<th scope="row">/g)).toBe(12)
    expect(html).not.toMatch(/NaN|Infinity/)
  })

  it('draws its thresholds across the plot on the scale it is given, each labelled beside the plot', () => {
    const values = [97.8, 80.6, 94, 85.3]
    const html = render(
      <LineChart
        title="Success rate"
        labels={months.slice(0, 4)}
        series={[{ name: 'Success rate', values, tone: 'brand' }]}
        format={(value) => `${value} %`}
        scale={closeScale([...values, 90, 80], 100)}
        thresholds={[
          { value: 90, label: '5 % penalty' },
          { value: 80, label: '10 % penalty' },
        ]}
      />,
    )
    expect(html).toContain(
      '<div class="ui-chart-axis"><span>75 %</span><span>80 %</span><span>85 %</span><span>90 %</span><span>95 %</span><span>100 %</span></div>',
    )
    expect(html).toContain('<line class="ui-chart-threshold" x1="0" x2="100" y1="40" y2="40"></line>')
    expect(count(html, /class="ui-chart-under"/g)).toBe(2)
    expect(html).toContain('<span data-testid="chart-threshold" style="inset-block-start:40%">5 % penalty</span>')
    expect(html).toContain('<span data-testid="chart-threshold" style="inset-block-start:80%">10 % penalty</span>')
  })
})
