import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { reportUnexpected } from '../api/errors'
import { newIdempotencyKey } from '../api/idempotency'
import type { FormMachine } from '../../machines/form.machine'
import { useFormDraftKeeper } from './form-draft-keeper'
import { useSystemActor } from './use-system-actor'

export interface FormOptions<V, R> {
  /** The values the form starts with (read once, when the form mounts). */
  initial: () => V
  /**
   * The call; a GatewayError with VALIDATION_FAILED marks the fields it names. `idempotencyKey`
   * names the write (the same when unchanged values are sent again): a POST sends it along.
   */
  submit: (values: V, idempotencyKey: string) => Promise<R>
  onDone: (result: R) => void
  /**
   * Keep what is typed as a draft in the tab, under this name (one per form and record:
   * 'personal-info', 'payment-method:12'), until the form is saved or `discard`ed: a session that
   * ends under the form (a 401) loses nothing, and the same consultant finds it again after signing
   * in (`restored`). Only changed plain values are kept (src/domain/form-drafts.ts).
   */
  draft?: string
  /**
   * The form's name in the app's actor system (`form:<name>`, what the Stately inspector shows);
   * the draft's name when it has one. Two forms on one screen have two names.
   */
  name?: string
}

/**
 * A form screen's side of the form machine: its values, field errors and status, the
 * events to send, and `onSubmit` for the <form>. After a submit that ends with field
 * errors (ours or the server's), the first invalid control gets the focus. With `draft`,
 * what is typed is kept until saved or discarded (`restored`: the form started from it).
 */
export function useFormMachine<V extends object, R>(machine: FormMachine<V, R>, { initial, submit, onDone, draft, name }: FormOptions<V, R>) {
  const keeper = useFormDraftKeeper(draft)
  // Read once, when the form opens: the starting values, and the draft put back onto them.
  const [start] = useState(() => {
    const initialValues = initial()
    return { initialValues, keeper, ...(keeper ? keeper.start(initialValues) : { values: initialValues, restored: false }) }
  })
  // In the app's actor system for as long as the form shows (the consultant's scope: a session that ends stops it).
  const actor = useSystemActor(`form:${name ?? draft ?? machine.id}`, {
    logic: machine.provide({
      actors: { submit: fromPromise<R, { values: V; key: string }>(({ input }) => submit(input.values, input.key)) },
      actions: {
        onDone: (_, { result }) => {
          start.keeper?.drop()
          onDone(result)
        },
        reportFailure: (_, { failure }) => reportUnexpected(failure),
      },
    }),
    input: { values: start.values },
  })
  const values = useSelector(actor, (s) => s.context.values)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const failure = useSelector(actor, (s) => s.context.failure)
  const status = useSelector(actor, (s) => s.value)

  // Each change is kept as it is typed: the session may end before any submit (a 401 from another call).
  useEffect(() => {
    if (values !== start.values && status !== 'done') start.keeper?.keep(start.initialValues, values)
  }, [start, values, status])

  // The form submitted last, to focus its first invalid control once the errors are known.
  const formElement = useRef<HTMLFormElement | null>(null)
  const focusPending = useRef(false)
  useEffect(() => {
    if (!focusPending.current || status === 'submitting') return
    focusPending.current = false
    if (status === 'editing') formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [status, fieldErrors])

  // The same handlers on every render: a field drawn with React.memo (person-fields.tsx) skips a letter typed elsewhere.
  const handlers = useMemo(
    () => ({
      /** Cancel: forget the draft (call before leaving the form). */
      discard: () => start.keeper?.drop(),
      change: (changes: Partial<V>) => actor.send({ type: 'form.change', values: changes }),
      retry: () => {
        focusPending.current = true
        actor.send({ type: 'form.retry', key: newIdempotencyKey() })
      },
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault()
        formElement.current = event.currentTarget
        focusPending.current = true
        actor.send({ type: 'form.submit', key: newIdempotencyKey() })
      },
    }),
    [actor, start],
  )

  return {
    values,
    fieldErrors,
    failure,
    status,
    /** The form started from a draft the consultant had not saved. */
    restored: start.restored,
    ...handlers,
  }
}
