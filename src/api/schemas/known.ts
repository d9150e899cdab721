import * as v from 'valibot'

/**
 * Values of a closed list in the gateway's answers that this app may not know yet (issue 18):
 * a new account status, gender, order type, item status, bonus state… One such value used to
 * fail the whole answer, so one order blanked the orders list and a new account status locked
 * a consultant out. In answers, each list is read with one of these instead of `v.picklist`:
 *
 * - `knownOr(name, options, fallback)`: an unknown value reads as `fallback` (docs/decisions/security.md
 *   says which fallback each list has, and why it grants no more than a known value would);
 * - `knownOnly(name, options, entry)`: in a list of rows keyed by such a value, a row with an
 *   unknown one is left out (a breakdown row the app cannot name or filter on).
 *
 * Only a string the list does not hold is an unknown value: anything else (a number, an object,
 * a missing field) is a malformed answer, refused as before (badResponse).
 *
 * Request bodies keep their strict picklists: the app never sends a value it does not know.
 * Each unknown value is noted under its list's `name` (never the value itself: a gender or a
 * status is personal data) while `collectUnknown` runs; the client's one `send`
 * (src/api/request.ts) parses every answer inside it and reports the names once per answer.
 */

let noted: string[] | null = null // module state: the unknown values of the answer being parsed (synchronous, reset after each)

const note = (name: string) => {
  noted?.push(name)
}

/** Runs `parse` and gives what it returned with the names of the lists that held an unknown value (each once). */
export function collectUnknown<T>(parse: () => T): { readonly result: T; readonly unknown: readonly string[] } {
  const outer = noted
  const mine: string[] = []
  noted = mine
  try {
    const result = parse()
    return { result, unknown: [...new Set(mine)] }
  } finally {
    noted = outer
  }
}

/** One of `options`, or `fallback` for any other string (noted under `name`). */
export function knownOr<const T extends readonly string[], const F>(name: string, options: T, fallback: F) {
  return v.pipe(
    v.string(),
    v.transform((value): T[number] | F => {
      if (options.includes(value)) return value
      note(name)
      return fallback
    }),
  )
}

/**
 * One of `options`, or any other value written as `format` allows, kept as it is (an unknown
 * value the app can still carry back to the gateway, such as an order type in a path); anything
 * else reads as `fallback`. Unknown values are noted under `name` either way.
 */
export function knownOrKept<const T extends readonly string[], const F extends string>(name: string, options: T, format: RegExp, fallback: F) {
  return v.pipe(
    v.string(),
    v.transform((value): string => {
      if (options.includes(value)) return value
      note(name)
      return format.test(value) ? value : fallback
    }),
  )
}

/** `entry` for each row, leaving out a row whose `key` is a string not in `options` (noted under `name`). */
export function knownOnly<const T extends readonly string[], const E extends v.GenericSchema>(name: string, key: string, options: T, entry: E) {
  return v.pipe(
    v.array(v.unknown()),
    v.transform((rows) =>
      rows.filter((row) => {
        const value = typeof row === 'object' && row !== null ? (row as Record<string, unknown>)[key] : undefined
        // Not a string (or not a row at all): malformed, left for `entry` to refuse.
        if (typeof value !== 'string' || options.includes(value)) return true
        note(name)
        return false
      }),
    ),
    v.array(entry),
  )
}

/**
 * An optional field of ours that the screens can do without (a team member's campaign or
 * onboarding steps): a value `schema` does not read, whatever its type, is read as not given
 * (undefined) and noted under `name`, instead of failing the whole answer: one odd member must
 * not blank the team list or the recruit screen. Missing stays missing (wrap it in v.optional).
 */
export function orNotGiven<const S extends v.GenericSchema>(name: string, schema: S) {
  return v.pipe(
    v.unknown(),
    v.transform((value): v.InferOutput<S> | undefined => {
      const read = v.safeParse(schema, value)
      if (read.success) return read.output
      note(name)
      return undefined
    }),
  )
}
