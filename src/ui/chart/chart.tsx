import { startTransition, useLayoutEffect, useRef, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react'
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
  fitLabels,
  fitTicks,
  linePath,
  linePoints,
  niceScale,
  stackLabels,
  xOf,
  yOf,
  type LabelLayout,
  type Measure,
  type PlacedLabel,
  type Scale,
} from './geometry'
import { measureIn } from './measure'
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

/** A value a series should stay above (a success rate's penalty threshold): a line across the plot, labelled at its end. */
export interface ChartThreshold {
  readonly value: number
  /** What happens under it ("5% penalty"), drawn beside the plot's end. */
  readonly label: string
}

export interface ChartProps {
  /** The chart's accessible name: the caption of its table. */
  readonly title: string
  /** One per group of bars or point of the line, in reading order (oldest month first): whole, as the table and the tooltip say them. */
  readonly labels: readonly string[]
  /** Shorter labels to draw under the plot ("Feb" for "February 2026"; monthLabels gives them). */
  readonly shortLabels?: readonly string[]
  /** A second line said once per run under the plot (the year of months; monthLabels gives them). */
  readonly labelGroups?: readonly string[]
  /**
   * The labels follow an order a reader can fill in (months): when they do not all fit, a regular
   * subset is drawn. A bar chart's labels are otherwise categories: all drawn, on two lines if need
   * be, or the chart turns into horizontal bars. A line chart's are always ordered.
   */
  readonly ordered?: boolean
  /** One or two series. */
  readonly series: readonly ChartSeries[]
  /** The locale's formatter of the values (money, number, percent): table, legend, axis. */
  readonly format: (value: number) => string
  /** A shorter formatter for the value axis (whole amounts), if the values' one is long. */
  readonly axisFormat?: (value: number) => string
  /** Right to left: first label at the right, value axis at the right. Defaults to the active language's direction. */
  readonly rtl?: boolean
  /** The value scale, niceScale of the values (from 0) by default; a line chart may start higher (closeScale). */
  readonly scale?: Scale
  /** Lines across a line chart, the plot under each tinted, their labels in a column at the plot's end. */
  readonly thresholds?: readonly ChartThreshold[]
}

type Draw = (series: readonly ChartSeries[], count: number, scale: Scale, rtl: boolean) => ReactNode

/** Between the value axis and the plot (chart.css: .ui-chart-body's gap), and a row's label and its bars. */
const innerGap = 8

const percent = (part: number, whole: number) => `${whole > 0 ? (part / whole) * 100 : 0}%`

/** The group of the label or row under a tap or the mouse (its `data-index`), if any. */
function indexAt(target: EventTarget): number | null {
  const element = target instanceof Element ? target.closest('[data-index]') : null
  const index = element ? Number(element.getAttribute('data-index')) : Number.NaN
  return Number.isInteger(index) ? index : null
}

/**
 * The chart's width in CSS pixels and the labels' measure, from a ResizeObserver: its first answer comes once the
 * page is laid out, so nothing here makes the browser work out styles and layout in the middle of React's commit
 * (measuring there made one task of the commit, the page's style and layout and a second render: 50–60 ms on a
 * desktop, 300 on a cheap phone; issue 21 goal 1). The chart is drawn without its labels for that one frame, in the
 * columns' height. A chart that changes width lays its labels out again; nothing measures text in the DOM.
 */
function useChartWidth() {
  const root = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState<number | null>(null)
  const [measure, setMeasure] = useState<Measure | null>(null)
  useLayoutEffect(() => {
    const element = root.current
    if (!element) return
    const update = (next: number) => setWidth((now) => (now === next ? now : next))
    if (typeof ResizeObserver !== 'function') {
      // No observer (old browsers, tests without a DOM): measured at once, as the page lays out.
      setMeasure(() => measureIn(element))
      update(Math.floor(element.getBoundingClientRect().width))
      return
    }
    let measured = false
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return
      // Styles and layout are fresh when the observer answers: reading the font costs nothing more. The labels are
      // laid out in a transition, a render that gives way to the browser: a plain update here is rendered in one go,
      // the first measure of a font and the whole chart's elements in one task (9–11 ms at full speed).
      const width = Math.floor(entry.contentRect.width)
      startTransition(() => {
        if (!measured) {
          measured = true
          setMeasure(() => measureIn(element))
        }
        update(width)
      })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return { root, width, measure }
}

/** A drawn label's lines; its whole text is its title (the tooltip), the legend on tap and the table's row. */
function LabelText({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => <span key={index}>{line}</span>)
}

/**
 * The frame both charts share: legend (with the values of the tapped group), the plot with its
 * value axis and labels, or horizontal rows when a bar chart's labels do not fit under it, and the
 * table beside.
 */
function Chart({
  title,
  labels,
  shortLabels,
  labelGroups,
  series,
  format,
  axisFormat = format,
  rtl,
  ordered = false,
  scale: givenScale,
  thresholds = [],
  kind,
  draw,
}: ChartProps & { kind: 'bar' | 'line'; draw: Draw }) {
  const { i18n } = useLingui()
  const [asTable, setAsTable] = useState(false)
  const [picked, setPicked] = useState<number | null>(null)
  const { root, width, measure } = useChartWidth()
  const rightToLeft = rtl ?? (isAvailableLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl')
  const count = labels.length
  const scale = givenScale ?? niceScale(series.flatMap((one) => one.values.slice(0, count)))
  const active = picked !== null && picked < count ? picked : null
  const pick = (index: number | null) => setPicked(index === active ? null : index)
  const groupAt = (event: MouseEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect()
    return box.width > 0 ? bandAt(((event.clientX - box.left) / box.width) * PLOT, count, rightToLeft) : null
  }
  const activeBand = active === null ? null : band(active, count, rightToLeft)
  const axis = scale.ticks.map((tick) => axisFormat(tick))
  const axisWidth = measure ? Math.max(0, ...axis.map(measure)) : null
  const marksWidth = measure && thresholds.length > 0 ? Math.max(...thresholds.map((one) => measure(one.label))) + innerGap : 0
  const plotWidth = width !== null && axisWidth !== null ? width - axisWidth - innerGap - marksWidth : 0
  const layout: LabelLayout | null =
    width !== null && measure
      ? fitLabels({ labels, short: shortLabels, groups: labelGroups, ordered: ordered || kind === 'line', plotWidth, chartWidth: width, measure })
      : null

  return (
    <div ref={root} className="ui-chart" dir={rightToLeft ? 'rtl' : 'ltr'} data-kind={kind} data-layout={layout?.kind ?? 'columns'}>
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
      {asTable ? null : layout?.kind === 'rows' && width !== null && measure ? (
        <Rows layout={layout} series={series} scale={scale} axis={axis} width={width} measure={measure} active={active} onPick={setPicked} />
      ) : (
        <div className="ui-chart-body" aria-hidden="true">
          <div className="ui-chart-axis" style={axisWidth === null ? undefined : { inlineSize: axisWidth }}>
            {axis.map((text, index) => (
              <span key={index}>{text}</span>
            ))}
          </div>
          <div className="ui-chart-main">
            <svg
              className="ui-chart-plot"
              viewBox={`0 0 ${PLOT} ${PLOT}`}
              preserveAspectRatio="none"
              focusable="false"
              onClick={(event) => pick(groupAt(event))}
              onPointerMove={(event) => {
                if (event.pointerType === 'mouse') setPicked(groupAt(event))
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') setPicked(null)
              }}
            >
              {activeBand ? <rect className="ui-chart-focus" x={activeBand.x} width={activeBand.width} y={0} height={PLOT} /> : null}
              {thresholds.map(({ value }) => (
                <rect key={value} className="ui-chart-under" x={0} width={PLOT} y={yOf(value, scale)} height={PLOT - yOf(value, scale)} />
              ))}
              {scale.ticks.map((tick) => {
                const y = yOf(tick, scale)
                return <line key={tick} className="ui-chart-grid" data-zero={tick === 0 ? '' : undefined} x1={0} x2={PLOT} y1={y} y2={y} />
              })}
              {thresholds.map(({ value }) => {
                const y = yOf(value, scale)
                return <line key={value} className="ui-chart-threshold" x1={0} x2={PLOT} y1={y} y2={y} />
              })}
              {draw(series, count, scale, rightToLeft)}
            </svg>
            {/* A tap on a label picks its group, as a tap on the plot does. */}
            <div className="ui-chart-labels" aria-hidden="true" onClick={(event) => pick(indexAt(event.target))}>
              {layout?.kind === 'columns'
                ? layout.labels.map((label) => (
                    <span
                      key={label.index}
                      title={label.full}
                      data-index={label.index}
                      data-abbreviated={label.abbreviated ? '' : undefined}
                      style={{ insetInlineStart: percent(label.start, plotWidth), inlineSize: percent(label.width, plotWidth) }}
                    >
                      <LabelText lines={label.lines} />
                    </span>
                  ))
                : null}
            </div>
          </div>
          {thresholds.length > 0 ? <Thresholds thresholds={thresholds} scale={scale} width={measure ? marksWidth - innerGap : null} /> : null}
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

/** A label's line (chart.css: 1rem) in plot units at the plot's smallest height (10rem): labels this far apart never touch. */
const labelLine = PLOT / 10

/** The thresholds' labels beside the plot's end, each under its line, none over another. */
function Thresholds({ thresholds, scale, width }: { thresholds: readonly ChartThreshold[]; scale: Scale; width: number | null }) {
  const tops = stackLabels(
    thresholds.map(({ value }) => yOf(value, scale)),
    labelLine,
    PLOT,
  )
  return (
    <div className="ui-chart-thresholds" style={width === null ? undefined : { inlineSize: width }}>
      {thresholds.map((one, index) => (
        <span key={one.value} data-testid="chart-threshold" style={{ insetBlockStart: `${tops[index] ?? 0}%` }}>
          {one.label}
        </span>
      ))}
    </div>
  )
}

/**
 * A bar chart turned: one row per label, its bars growing across from 0 (from the right in
 * Arabic, by logical properties), the label beside or above them, the values under the last row.
 */
function Rows({
  layout,
  series,
  scale,
  axis,
  width,
  measure,
  active,
  onPick,
}: {
  layout: Extract<LabelLayout, { kind: 'rows' }>
  series: readonly ChartSeries[]
  scale: Scale
  axis: readonly string[]
  width: number
  measure: Measure
  active: number | null
  onPick: (index: number | null) => void
}) {
  const beside = layout.placement === 'beside'
  const trackWidth = beside ? width - layout.labelWidth - innerGap : width
  const ticks: readonly PlacedLabel[] = fitTicks(
    axis,
    scale.ticks.map((tick) => xOf(tick, scale) / PLOT),
    trackWidth,
    measure,
  )
  const zero = xOf(0, scale)
  const style = { '--chart-label-size': `${layout.labelWidth}px`, '--chart-rows': layout.labels.length } as CSSProperties
  return (
    <div
      className="ui-chart-body ui-chart-rows"
      aria-hidden="true"
      data-placement={layout.placement}
      style={style}
      onClick={(event) => {
        const index = indexAt(event.target)
        onPick(index === active ? null : index)
      }}
      onPointerMove={(event) => {
        if (event.pointerType === 'mouse') onPick(indexAt(event.target))
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') onPick(null)
      }}
    >
      {layout.labels.map((label) => (
        <div key={label.index} className="ui-chart-row" data-index={label.index} data-active={label.index === active ? '' : undefined}>
          <span className="ui-chart-row-label" title={label.full} data-abbreviated={label.abbreviated ? '' : undefined}>
            <LabelText lines={label.lines} />
          </span>
          <span className="ui-chart-track">
            <span className="ui-chart-gridlines">
              {scale.ticks.map((tick) => (
                <i key={tick} data-zero={tick === 0 ? '' : undefined} style={{ insetInlineStart: `${xOf(tick, scale)}%` }} />
              ))}
            </span>
            {series.map((one) => {
              const end = xOf(finite(one.values[label.index]), scale)
              return (
                <span
                  key={one.name}
                  className="ui-chart-hbar"
                  data-tone={one.tone}
                  style={{ marginInlineStart: `${Math.min(zero, end)}%`, inlineSize: `${Math.abs(end - zero)}%` }}
                />
              )
            })}
          </span>
        </div>
      ))}
      {beside ? <span /> : null}
      <span className="ui-chart-values">
        {ticks.map((tick) => (
          <span key={tick.index} style={{ insetInlineStart: percent(tick.start, trackWidth), inlineSize: percent(tick.width, trackWidth) }}>
            {tick.lines[0]}
          </span>
        ))}
      </span>
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

/**
 * Grouped bars: one group per label, the series side by side (this period against the previous
 * one, a breakdown). Labels of categories that do not fit under the plot turn it into horizontal bars.
 */
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
