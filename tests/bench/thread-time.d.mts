// Types of thread-time.mjs, for its unit test (tests/contract/bench-thread-time.test.ts: TypeScript, where Vitest runs).
export interface PhoneTier {
  readonly id: 'mid' | 'low'
  readonly name: string
  readonly index: number
}
export const phoneTiers: readonly PhoneTier[]
export const blockingLimitMs: number
export function machineIndex(samples: readonly number[], best?: number): number
export function tierRates(index: number, tiers?: readonly PhoneTier[]): Record<string, number>
export function blockingTime(taskMs: readonly number[], rate: number): number

/** A Chromium trace event, as much of it as is read here. */
export interface TraceEvent {
  readonly pid: number
  readonly tid: number
  readonly ts: number
  readonly ph: string
  readonly name: string
  readonly cat?: string
  readonly dur?: number
  readonly tdur?: number
  readonly args?: Record<string, unknown>
}
export type Trace = readonly TraceEvent[] | { readonly traceEvents: readonly TraceEvent[] }
export interface MainThread {
  readonly pid: number
  readonly tid: number
  readonly navigationStart: number
  readonly navigationId: string
}
export function rendererMainThread(events: readonly TraceEvent[], url: string): MainThread
export function topLevelTasks(events: readonly TraceEvent[], thread: MainThread): { start: number; wallMs: number; threadMs: number }[]
export function largestContentfulPaint(events: readonly TraceEvent[], thread: MainThread): number | null
export interface LoadReading {
  readonly threadMs: number
  readonly longestMs: number
  readonly wallMs: number
  readonly taskMs: number[]
  readonly tasks: number
  readonly lcpMs: number | null
}
export function readLoad(trace: Trace, url: string): LoadReading
export function busiestRendererMain(trace: Trace): { thread: MainThread; tasks: { start: number; wallMs: number; threadMs: number }[]; total: number }
export const interactionEventTypes: ReadonlySet<string>
export interface InteractionReading {
  readonly threadMs: number
  readonly longestMs: number
  readonly event: string
  readonly tasks: number
}
export function readInteraction(trace: Trace): InteractionReading | null
