import { useEffect, useRef, type FormEvent } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { newIdempotencyKey } from '../api/idempotency'
import type { FormMachine } from '../../machines/form.machine'

export interface FormOptions<V, R> {
  /** The values the form starts with (read once, when the form mounts). */
  initial: () => V
  /**
   * The call; a GatewayError with VALIDATION_FAILED marks the fields it names. `idempotencyKey`
   * names the write (the same when unchanged values are sent again): a POST sends it along.
   */
  submit: (values: V, idempotencyKey: string) => Promise<R>
  onDone: (result: R) => void
}

/**
 * A form screen's side of the form machine: its values, field errors and status, the
 * events to send, and `onSubmit` for the <form>. After a submit that ends with field
 * errors (ours or the server's), the first invalid control gets the focus.
 */
export function useFormMachine<V extends object, R>(machine: FormMachine<V, R>, { initial, submit, onDone }: FormOptions<V, R>) {
  const actor = useActorRef(
    machine.provide({
      actors: { submit: fromPromise<R, { values: V; key: string }>(({ input }) => submit(input.values, input.key)) },
      actions: { onDone: (_, { result }) => onDone(result) },
    }),
    { input: { values: initial() } },
  )
  const values = useSelector(actor, (s) => s.context.values)
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors)
  const failure = useSelector(actor, (s) => s.context.failure)
  const status = useSelector(actor, (s) => s.value)

  // The form submitted last, to focus its first invalid control once the errors are known.
  const formElement = useRef<HTMLFormElement | null>(null)
  const focusPending = useRef(false)
  useEffect(() => {
    if (!focusPending.current || status === 'submitting') return
    focusPending.current = false
    if (status === 'editing') formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [status, fieldErrors])

  return {
    values,
    fieldErrors,
    failure,
    status,
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
  }
}
