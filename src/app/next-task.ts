/**
 * Ends the current task: the browser may paint and answer a tap before the next step runs. The app's start is cut
 * into such steps (src/app/main.tsx), each well under 50 ms on a cheap phone, instead of one long task from the
 * scripts' evaluation to the router's first load (issue 21 goal 1). `scheduler.yield()` where the browser has it
 * (the continuation keeps its place ahead of other tasks), else a zero-delay timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
