// The JavaScript samples of one thread in a Chromium trace (its Profile and ProfileChunk events: the trace's
// disabled-by-default-v8.cpu_profiler category), on the trace's clock: for the tracing tools (long-tasks.mjs,
// lh-one.mjs). Only that thread's profile: a worker's thread (the service worker) profiles in the same process.
export function threadSamples(events, pid, tid) {
  const profileId = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile')?.id
  const nodes = new Map()
  const samples = []
  let clock = null
  for (const e of events.filter((x) => x.pid === pid && x.id === profileId && (x.name === 'Profile' || x.name === 'ProfileChunk'))) {
    if (e.name === 'Profile') clock = e.args.data.startTime
    const cpuProfile = e.args?.data?.cpuProfile
    if (!cpuProfile) continue
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node)
    const deltas = e.args.data.timeDeltas ?? []
    ;(cpuProfile.samples ?? []).forEach((id, i) => {
      clock += deltas[i] ?? 0
      samples.push({ id, ts: clock })
    })
  }
  /** Each node's caller, from the nodes' `parent` (or their `children`). */
  const parents = new Map()
  for (const node of nodes.values()) for (const child of node.children ?? []) parents.set(child, node.id)
  for (const node of nodes.values()) if (node.parent != null) parents.set(node.id, node.parent)
  return { nodes, samples, parents }
}
