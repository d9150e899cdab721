import { useState, type MouseEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { directionOf, isAvailableLocale } from '../../i18n/locale'
import { Button } from '../button'
import { Isolate } from '../isolate'
import {
  PLOT,
  bandAt,
  band,
  barLayout,
  dotsPath,
  finite,
  linePath,
  linePoints,
  niceScale,
  yOf,
  type Scale,
} from './geometry'
import '../kit.css'
import './chart.css'

export type ChartTone = 'brand' | 'muted'

export interface ChartSeries {
  /** Said in the legend and the table's column header ('This period', 'Previous period'). */
  readonly name: string
  /** One value per label, in the labels' order; a missing or non-finite value counts as 0. */
  readonly values: readonly number[]
  /** brand: the figure that matters (this period); muted: what it is compared with. */
  readonly tone: ChartTone
}

export interface ChartProps {
  /** The chart's accessible name: the caption of its table. */
  readonly title: string
  /** One per group of bars or point of the line, in reading order (oldest month first). */
  readonly labels: readonly string[]
  /** One or two series. */
  readonly series: readonly ChartSeries[]
  /** The locale's formatter of the values (money, number, percent): table, legend, axis. */
  readonly format: (value: number) => string
  /** A shorter formatter for the value axis (whole amounts), if the values' one is long. */
  readonly axisFormat?: (value: number) => string
  /** Right to left: first label at the right, value axis at the right. Defaults to the active language's direction. */
  readonly rtl?: boolean
}

type Draw = (series: readonly ChartSeries[], count: number, scale: Scale, rtl: boolean) => ReactNode

/** The frame both charts share: legend (with the values of the tapped group), axis, labels, the table beside. */
function Chart({ title, labels, series, format, axisFormat = format, rtl, kind, draw }: ChartProps & { kind: 'bar' | 'line'; draw: Draw }) {
  const { i18n } = useLingui()
  const [asTable, setAsTable] = useState(false)
  const [picked, setPicked] = useState<number | null>(null)
  const rightToLeft = rtl ?? (isAvailableLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl')
  const count = labels.length
  const scale = niceScale(series.flatMap((one) => one.values.slice(0, count)))
  const active = picked !== null && picked < count ? picked : null
  const groupAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return box.width > 0 ? bandAt(((event.clientX - box.left) / box.width) * PLOT, count, rightToLeft) : null
  }
  const activeBand = active === null ? null : band(active, count, rightToLeft)

  return (
    <div className="ui-chart" dir={rightToLeft ? 'rtl' : 'ltr'} data-kind={kind}>
      <div className="ui-chart-head">
        <ul className="ui-chart-legend" aria-hidden="true">
          {active === null ? null : <li className="ui-strong">{labels[active]}</li>}
          {series.map((one) => (
            <li key={one.name} data-tone={one.tone}>
              <span className="ui-chart-key" />
              {one.name}
              {active === null ? null : <Isolate className="ui-strong">{format(finite(one.values[active]))}</Isolate>}
            </li>
          ))}
        </ul>
        <Button variant="ghost" size="xs" className="ui-chart-toggle" onClick={() => setAsTable(!asTable)}>
          {asTable ? <Trans>Show as chart</Trans> : <Trans>Show as table</Trans>}
        </Button>
      </div>
      {asTable ? null : (
        <div className="ui-chart-body" aria-hidden="true">
          <div className="ui-chart-axis">
            {scale.ticks.map((tick) => (
              <span key={tick}>{axisFormat(tick)}</span>
            ))}
          </div>
          <div className="ui-chart-main">
            <svg
              className="ui-chart-plot"
              viewBox={`0 0 ${PLOT} ${PLOT}`}
              preserveAspectRatio="none"
              focusable="false"
              onClick={(event) => {
                const index = groupAt(event)
                setPicked(index === active ? null : index)
              }}
              onPointerMove={(event) => {
                if (event.pointerType === 'mouse') setPicked(groupAt(event))
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') setPicked(null)
              }}
            >
              {activeBand ? <rect className="ui-chart-focus" x={activeBand.x} width={activeBand.width} y={0} height={PLOT} /> : null}
              {scale.ticks.map((tick) => {
                const y = yOf(tick, scale)
                return <line key={tick} className="ui-chart-grid" data-zero={tick === 0 ? '' : undefined} x1={0} x2={PLOT} y1={y} y2={y} />
              })}
              {draw(series, count, scale, rightToLeft)}
            </svg>
            <div className="ui-chart-labels" data-many={count > 6 ? '' : undefined}>
              {labels.map((label, index) => (
                <span key={index} title={label}>
                  {label}
                </span>
              ))}
            </div>
          </div>
        </div>
      )}
      <div className={asTable ? 'ui-chart-table' : 'ui-visually-hidden'}>
        <table>
          <caption className="ui-visually-hidden">{title}</caption>
          <thead>
            <tr>
              <td />
              {series.map((one) => (
                <th key={one.name} scope="col">
                  {one.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, index) => (
              <tr key={index}>
                <th scope="row">{label}</th>
                {series.map((one) => (
                  <td key={one.name}>{format(finite(one.values[index]))}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}

const drawBars: Draw = (series, count, scale, rtl) =>
  barLayout(
    series.map((one) => one.values),
    count,
    scale,
    rtl,
  ).map((bar) => (
    <rect
      key={`${bar.series}.${bar.index}`}
      className="ui-chart-bar"
      data-tone={series[bar.series]?.tone}
      x={bar.x}
      y={bar.y}
      width={bar.width}
      height={bar.height}
    />
  ))

const drawLines: Draw = (series, count, scale, rtl) =>
  // The compared series first, so the period that matters is drawn on top.
  [...series.keys()].reverse().map((lane) => {
    const one = series[lane]
    if (!one) return null
    const points = linePoints(one.values, count, scale, rtl)
    return (
      <g key={lane} data-tone={one.tone}>
        <path className="ui-chart-line" d={linePath(points)} />
        <path className="ui-chart-dots" d={dotsPath(points)} />
      </g>
    )
  })

/** Grouped bars: one group per label, the series side by side (this period against the previous one, a breakdown). */
export function BarChart(props: ChartProps) {
  return <Chart {...props} kind="bar" draw={drawBars} />
}

/** Lines over ordered labels (months): one or two series, a dot at each value. */
export function LineChart(props: ChartProps) {
  return <Chart {...props} kind="line" draw={drawLines} />
}

/**
 * A chart's room while its figures load: as tall as the chart will be (legend, plot, labels), so
 * what follows does not move when it is drawn.
 */
export function ChartLoading() {
  return (
    <div className="ui-chart" aria-hidden="true">
      <span className="ui-skeleton ui-chart-loading" />
    </div>
  )
}
