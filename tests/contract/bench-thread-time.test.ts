// The bench's thread-time reading (tests/bench/thread-time.mjs, issue 39). Here because Vitest's include reaches
// tests/contract and not tests/bench. The fixture is a real trace, trimmed: a cold /faq for the active persona, the tab
// starting on another site (127.0.0.1), so the trace holds the renderer it left (pid 9187) beside the page's (pid 9214),
// the browser's threads and the page renderer's compositor and IO threads, each with tasks; recorded on a busy machine
// (load average ~8 on 2 cores), so each task's wall time (`dur`) is about 2.5 times its thread time (`tdur`). Kept: the
// metadata, the navigations, every task of the page's main thread over 0.2 ms of thread time and every 25th of the
// others, the other threads' largest tasks, and a few events inside the main thread's tasks.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  blockingTime,
  busiestRendererMain,
  machineIndex,
  readInteraction,
  readLoad,
  rendererMainThread,
  tierRates,
  topLevelTasks,
  type TraceEvent,
} from '../bench/thread-time.mjs'

const fixture = JSON.parse(readFileSync(new URL('../bench/fixtures/faq-cold.trace.json', import.meta.url), 'utf8')) as { traceEvents: TraceEvent[] }
const url = 'http://localhost:4390/faq'

describe('a cold load read from its trace', () => {
  it('reads the main thread of the renderer that loaded the page, not the one the tab left', () => {
    const thread = rendererMainThread(fixture.traceEvents, url)
    expect(thread).toMatchObject({ pid: 9214, tid: 9214, navigationStart: 4537700502 })
  })

  it("sums the main thread's top-level tasks in thread time", () => {
    // Summed by hand from the fixture (pid 9214, tid 9214, RunTask from the navigation on): 118 tasks, tdur 239,023 µs,
    // the longest 18,413 µs. Their dur is 615,725 µs (longest 35,819); the page renderer's tasks on every thread make
    // 242,060 µs of tdur, the renderer the tab left 3,337.
    const load = readLoad(fixture, url)
    expect(load.tasks).toBe(118)
    expect(load.threadMs).toBeCloseTo(239.023, 3)
    expect(load.longestMs).toBeCloseTo(18.413, 3)
    expect(load.wallMs).toBeCloseTo(615.725, 3)
    expect(load.lcpMs).toBeCloseTo(631.035, 3)
  })

  it("gives each phone tier the blocking time of the thread's tasks slowed by its rate", () => {
    const { taskMs } = readLoad(fixture, url)
    // The machine's index 2,260: mid-tier 2.26x, low-tier 8.56x. Every task under 22 ms blocks nothing at 2.26x (with
    // wall times: 126 ms); at 8.56x the tasks over 5.8 ms block 438 ms (with wall times: 2,600 ms).
    expect(blockingTime(taskMs, 2.26)).toBe(0)
    expect(blockingTime(taskMs, 8.56)).toBeCloseTo(438.028, 2)
  })

  it('leaves out what the page renderer did before the navigation, and a task nested in another', () => {
    const meta = (pid: number, tid: number, name: string): TraceEvent => ({ pid, tid, ts: 0, ph: 'M', name: 'thread_name', args: { name } })
    const task = (tid: number, ts: number, dur: number, tdur: number): TraceEvent => ({ pid: 1, tid, ts, ph: 'X', name: 'RunTask', dur, tdur })
    const events = [
      meta(1, 10, 'CrRendererMain'),
      meta(1, 11, 'Compositor'),
      { pid: 1, tid: 10, ts: 1000, ph: 'R', name: 'navigationStart', args: { data: { documentLoaderURL: url, isLoadingMainFrame: true, navigationId: 'n' } } },
      task(10, 500, 300, 300), // the previous document's
      task(10, 1000, 20_000, 12_000),
      task(10, 5000, 1000, 1000), // nested in the one before
      task(10, 30_000, 8000, 6000),
      task(11, 2000, 40_000, 40_000), // the compositor's
    ]
    const load = readLoad(events, url)
    expect(load.taskMs).toEqual([12, 6])
    expect(load.threadMs).toBe(18)
  })

  it('refuses a trace without thread times, or without the page', () => {
    const events: TraceEvent[] = [
      { pid: 1, tid: 10, ts: 0, ph: 'M', name: 'thread_name', args: { name: 'CrRendererMain' } },
      { pid: 1, tid: 10, ts: 1000, ph: 'R', name: 'navigationStart', args: { data: { documentLoaderURL: url, isLoadingMainFrame: true, navigationId: 'n' } } },
      { pid: 1, tid: 10, ts: 2000, ph: 'X', name: 'RunTask', dur: 5000 },
    ]
    const thread = rendererMainThread(events, url)
    expect(() => topLevelTasks(events, thread)).toThrow(/no thread time/)
    expect(() => readLoad(events, 'http://localhost:4390/home')).toThrow(/no main-frame navigation/)
  })
})

describe('a scroll read from its trace (no navigation in it)', () => {
  it("takes the renderer main thread that worked most, its tasks in thread time, from the trace's first event", () => {
    // The fixture's page renderer (pid 9214) did 239 ms on its main thread (its 118 tasks: nothing kept before the
    // navigation), the one the tab left (pid 9187) about 3 ms.
    const { thread, tasks, total } = busiestRendererMain(fixture)
    expect(thread).toMatchObject({ pid: 9214, tid: 9214 })
    expect(tasks.length).toBe(118)
    expect(total).toBeCloseTo(239.023, 3)
    const meta = (pid: number, name: string): TraceEvent => ({ pid, tid: pid, ts: 0, ph: 'M', name: 'thread_name', args: { name } })
    const task = (pid: number, ts: number, tdur: number): TraceEvent => ({ pid, tid: pid, ts, ph: 'X', name: 'RunTask', dur: tdur * 3, tdur })
    const idle = [
      meta(1, 'CrRendererMain'),
      meta(2, 'CrRendererMain'),
      meta(3, 'CrBrowserMain'),
      task(1, 100, 40),
      task(2, 100, 10),
      task(2, 500, 20),
      task(3, 100, 900),
    ]
    expect(busiestRendererMain(idle)).toMatchObject({ thread: { pid: 1 }, total: 0.04 })
    expect(() => busiestRendererMain([task(1, 100, 40)])).toThrow(/no renderer main thread/)
  })
})

describe("the phone tiers' rates", () => {
  it("take the machine's index as the median of its best three samples", () => {
    // Samples taken while another build ran read low: the best three are the machine's own speed.
    expect(machineIndex([1291, 1917, 1398, 1704, 2061, 2256, 2259])).toBe(2256)
    expect(machineIndex([1500])).toBe(1500)
  })

  it("divide the machine's index by each tier's, as DevTools calibrates its presets (truncated to hundredths)", () => {
    expect(tierRates(2256)).toEqual({ mid: 2.25, low: 8.54 })
    expect(tierRates(1000)).toEqual({ mid: 1, low: 3.78 })
  })
})

describe('a tap or a key read from its trace', () => {
  const trace = (name: string) =>
    JSON.parse(readFileSync(new URL(`../bench/fixtures/${name}.trace.json`, import.meta.url), 'utf8')) as { traceEvents: TraceEvent[] }

  it("counts from the input's dispatch to the end of the frame after it, in thread time", () => {
    // A menu entry tapped (recorded at full speed, trimmed to the page's main thread): the tap's mouse events and its
    // click run in one task of 38.34 ms wall, 26.61 ms thread time, that starts 2.22 ms before the mousedown with a
    // frame of the time before. From the mousedown on, 36.12/38.34 of it: 25.07 ms. The next task renders the frame
    // (its Paint, then Layerize): 3.11 ms of it until the Layerize ends.
    const tap = readInteraction(trace('menu-entry-tap'))
    expect(tap).toMatchObject({ event: 'mousedown', tasks: 2 })
    expect(tap?.threadMs).toBeCloseTo(28.18, 2)
    expect(tap?.longestMs).toBeCloseTo(25.07, 2)
  })

  it("takes the worst of the interaction's events; a key whose release paints nothing counts its own task", () => {
    // A letter typed: keydown, keypress and input in one 7.5 ms task, the frame next (1.5 ms); the keyup later, alone.
    const key = readInteraction(trace('typed-letter'))
    expect(key).toMatchObject({ event: 'keydown', tasks: 4 })
    expect(key?.threadMs).toBeCloseTo(7.97, 2)
  })

  it('reads nothing from a trace without input', () => {
    expect(readInteraction([{ pid: 1, tid: 1, ts: 10, ph: 'X', name: 'RunTask', dur: 5, tdur: 5 }])).toBeNull()
  })
})
