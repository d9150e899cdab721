/**
 * The one form machine (ARCHITECTURE: "one form machine"): editing, submitting,
 * done, failed. Values are kept through every failure, so nothing typed is lost.
 *
 * - `form.submit` validates with the provided `validate` (field -> error codes);
 *   errors stay in editing and mark the fields.
 * - The server's VALIDATION_FAILED comes back to editing with its field errors
 *   (phone_number, full_name, ...), as codes the UI translates.
 * - Any other failure goes to `failed` (network, timeout, server error), where
 *   `form.retry` submits the same values again and `form.change` edits them.
 *
 * - Every send carries its write's idempotency key (docs/contract.md, "Idempotency-Key"): the
 *   values sent make the write. Sent again unchanged after a failure (Try again, or Save pressed
 *   again) they are the same write and keep its key, so a gateway that did the first (its answer
 *   lost to a timeout) answers with that instead of doing it twice; changed values are a new
 *   write with a new key. The keys come with the events (`key`: a fresh one each time, made by
 *   the app, src/forms/use-form-machine.ts), so the machine stays pure and decides which to use.
 *
 * `createFormMachine<Values, Result>(validate)` takes the form's client-side rules
 * (pure: values -> error codes by field); the app provides `submit` (fromPromise from
 * `{ values }` to the result), `onDone` (given the result) and `reportFailure` (a failure
 * the client did not report: a bug) with `machine.provide(...)`.
 * Both are typed by Values and Result, so a call site needs no cast.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { GatewayFailure } from '../src/api'
import { classifyError } from '../src/api/errors'
import { failureOf, noReport } from './failure'

/** Error codes by field name (`required`, `invalid_phone`, `name_length`, ...). */
export type FieldErrors = Record<string, string[]>

export type FormEvent<V> =
  | { type: 'form.change'; values: Partial<V> }
  /** `key`: a new idempotency key, used if this send is a new write. */
  | { type: 'form.submit'; key: string }
  | { type: 'form.retry'; key: string }

/** A write as it was first sent: its idempotency key and its values. */
export interface FormWrite<V> {
  readonly key: string
  readonly values: V
}

export interface FormContext<V, R> {
  values: V
  fieldErrors: FieldErrors
  /** The last failure that was not about fields. */
  failure: GatewayFailure | null
  /** What submit answered (the saved record); null until then. */
  result: R | null
  /** Set on the first submit: fields show their errors from then on. */
  submitted: boolean
  /** The last write sent (null before the first). */
  write: FormWrite<V> | null
}

const hasErrors = (errors: FieldErrors) => Object.values(errors).some((codes) => codes.length > 0)

/** Errors of the fields a change touched are cleared: the consultant is fixing them. */
function withoutFields(errors: FieldErrors, fields: readonly string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => !fields.includes(name)))
}

export type Validate<V> = (values: V) => FieldErrors

/** The same values (plain data: strings, numbers, booleans, null, arrays and objects of them). */
export function sameValues(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  const aKeys = Object.keys(a)
  const bKeys = Object.keys(b)
  return (
    aKeys.length === bKeys.length &&
    aKeys.every((key) => Object.hasOwn(b, key) && sameValues((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  )
}

/** The write this send makes: the last one again when its values are unchanged, else a new one with the event's key. */
function writeOf<V>(context: FormContext<V, unknown>, key: string): FormWrite<V> {
  return context.write && sameValues(context.write.values, context.values) ? context.write : { key, values: context.values }
}

export function createFormMachine<V extends object, R>(validate: Validate<V>) {
  return setup({
    types: {
      input: {} as { values: V },
      context: {} as FormContext<V, R>,
      events: {} as FormEvent<V>,
    },
    actors: {
      // Sends the values and answers the saved record. The input is wrapped ({ values }): a bare
      // generic input defeats XState's inference of the invoke below.
      submit: fromPromise<R, { values: V; key: string }>(() => Promise.reject(new Error('submit not provided'))),
    },
    actions: {
      /** Tells the app the form is done (navigate, update the session, ...). */
      onDone: (_, _params: { result: R }) => {},
      reportFailure: noReport,
    },
    guards: {
      isValid: ({ context }) => !hasErrors(validate(context.values)),
    },
  }).createMachine({
    id: 'form',
    context: ({ input }) => ({ values: input.values, fieldErrors: {}, failure: null, result: null, submitted: false, write: null }),
    initial: 'editing',
    on: {
      'form.change': {
        actions: assign({
          values: ({ context, event }) => ({ ...context.values, ...event.values }),
          fieldErrors: ({ context, event }) => withoutFields(context.fieldErrors, Object.keys(event.values)),
        }),
      },
    },
    states: {
      editing: {
        on: {
          'form.submit': [
            {
              guard: 'isValid',
              target: 'submitting',
              actions: assign({ submitted: true, fieldErrors: {}, write: ({ context, event }) => writeOf(context, event.key) }),
            },
            {
              description: 'Client-side rules (spec section 5) mark the fields; nothing is sent',
              actions: assign({ submitted: true, fieldErrors: ({ context }) => validate(context.values) }),
            },
          ],
        },
      },
      submitting: {
        tags: 'busy',
        entry: assign({ failure: null }),
        invoke: {
          src: 'submit',
          input: ({ context }) => ({ values: context.values, key: context.write?.key ?? '' }),
          onDone: {
            target: 'done',
            actions: [assign({ result: ({ event }) => event.output }), { type: 'onDone', params: ({ event }) => ({ result: event.output }) }],
          },
          onError: [
            {
              guard: ({ event }) => classifyError(event.error, 'form').kind === 'validationFailed',
              target: 'editing',
              description: 'Server VALIDATION_FAILED marks the fields it names',
              actions: assign({
                fieldErrors: ({ event }) => {
                  const failure = classifyError(event.error, 'form')
                  return failure.kind === 'validationFailed' ? failure.fields : {}
                },
              }),
            },
            {
              target: 'failed',
              actions: [assign({ failure: ({ event }) => classifyError(event.error, 'form') }), { type: 'reportFailure', params: failureOf('form') }],
            },
          ],
        },
      },
      failed: {
        description:
          'Network or server failure: the values stay; Try again sends them again (checked again: they may have been edited since), with the same idempotency key unless they were',
        on: {
          'form.retry': [
            { guard: 'isValid', target: 'submitting', actions: assign({ write: ({ context, event }) => writeOf(context, event.key) }) },
            { target: 'editing', actions: assign({ fieldErrors: ({ context }) => validate(context.values) }) },
          ],
          'form.submit': [
            { guard: 'isValid', target: 'submitting', actions: assign({ write: ({ context, event }) => writeOf(context, event.key) }) },
            { target: 'editing', actions: assign({ fieldErrors: ({ context }) => validate(context.values) }) },
          ],
        },
      },
      done: { type: 'final' },
    },
  })
}

/** A form machine of these values and this result (what `createFormMachine<Values, Result>` returns). */
export type FormMachine<V extends object, R> = ReturnType<typeof createFormMachine<V, R>>
