import { useId, useRef, useState, type ChangeEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { fromPromise } from 'xstate'
import { reportUnexpected } from '../../api/errors'
import { newIdempotencyKey } from '../../api/idempotency'
import { useSystemActor } from '../../forms/use-system-actor'
import { Button } from '../../ui/button'
import { fieldErrorText } from '../../ui/form/field-error'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import { useFormatters } from '../../i18n/use-formatters'
import { imageStep, imageUploadMachine, uploadWith, type PreparedPicture, type UploadImage } from '../../../machines/image-upload.machine'
import { prepareImage, previewUrl } from './prepare-image'

export type { UploadImage }

export interface ImageFieldProps {
  /** The field's name in the form (its error codes), also its test id. */
  name: string
  label: string
  /** The uploaded picture's URL, or '' for none. */
  value: string
  onChange: (url: string) => void
  upload: UploadImage
  maxBytes: number
  /** The form's error for this field (translated), if any. */
  error?: string | undefined
}

const ACCEPT = 'image/jpeg,image/png,.jpg,.jpeg,.png'

function ShrunkNote({ from: fromKb, to: toKb }: { from: string; to: string }) {
  const from = <Isolate>{fromKb}</Isolate>
  const to = <Isolate>{toKb}</Isolate>
  return (
    <Trans>
      Made smaller to send: {from} KB → {to} KB.
    </Trans>
  )
}

/** How much is sent, a percentage written by Intl ("45%", "45 %", "45‎%‎"), never a number with a sign glued on. */
function UploadingNote({ ratio }: { ratio: number }) {
  const percent = <Isolate>{useFormatters().percent(ratio)}</Isolate>
  return <Trans>Uploading… {percent}</Trans>
}

/**
 * A picture of the store (identity picture, front photo, profile picture): choose it (the
 * phone offers its camera too), see it, then upload it with its progress (Cancel stops it). JPG or PNG only; a
 * picture over the limit is made smaller here first, so a phone's photo fits instead of being
 * refused. The form keeps the uploaded picture's URL.
 */
export function ImageField({ name, label, value, onChange, upload, maxBytes, error }: ImageFieldProps) {
  const { t, i18n } = useLingui()
  const { number, percent } = useFormatters()
  const inputId = useId()
  const statusId = useId()
  const input = useRef<HTMLInputElement>(null)
  // Its effects read once, as a form's are (built once: not again on every progress).
  const [logic] = useState(() =>
    imageUploadMachine.provide({
      actors: {
        prepare: fromPromise(({ input: { file } }) => preparePicture(file, maxBytes)),
        upload: uploadWith(upload),
      },
      actions: {
        onUploaded: (_, { url }) => onChange(url),
        reportFailure: (_, { failure }) => reportUnexpected(failure),
      },
    }),
  )
  // In the app's actor system while the field shows: leaving the screen stops it, which aborts an upload under way.
  const actor = useSystemActor(`image:${name}`, { logic })
  const step = useSelector(actor, imageStep)
  const kb = (bytes: number) => number(Math.max(1, Math.round(bytes / 1024)))

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0]
    event.currentTarget.value = ''
    if (file) actor.send({ type: 'image.choose', file })
  }

  const shownSrc = step.kind === 'preview' || step.kind === 'uploading' || step.kind === 'failed' ? step.src : value
  const ownError =
    step.kind === 'refused'
      ? step.codes[0] === 'unreadable_image'
        ? t`This picture could not be read. Choose another one.`
        : fieldErrorText(i18n, step.codes)
      : step.kind === 'failed' && step.codes
        ? fieldErrorText(i18n, step.codes)
        : undefined
  const shownError = ownError ?? error

  return (
    <div className="personal-image-field" data-testid={`image-${name}`}>
      <p className="ui-medium" id={`${inputId}-label`}>
        {label}
      </p>
      <div className="personal-image-frame">
        {shownSrc ? (
          <img className="personal-image" src={shownSrc} alt={step.kind === 'idle' ? label : t`Preview: ${label}`} />
        ) : (
          <span className="personal-image-empty ui-muted">
            <AppIcon name="camera" />
            <Trans>No picture yet</Trans>
          </span>
        )}
      </div>

      <div id={statusId} aria-live="polite" className="ui-text-sm">
        {step.kind === 'preparing' ? <Trans>Preparing the picture…</Trans> : null}
        {step.kind === 'preview' && step.shrunk ? <ShrunkNote from={kb(step.originalSize)} to={kb(step.blob.size)} /> : null}
        {step.kind === 'preview' ? (
          <span className="ui-muted">
            {' '}
            <Trans>Check the picture, then upload it.</Trans>
          </span>
        ) : null}
        {step.kind === 'uploading' ? <UploadingNote ratio={step.progress} /> : null}
      </div>
      {step.kind === 'uploading' ? (
        <div
          className="ui-progress"
          role="progressbar"
          aria-labelledby={`${inputId}-label`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(step.progress * 100)}
          aria-valuetext={percent(step.progress)}
        >
          <span style={{ inlineSize: `${Math.round(step.progress * 100)}%` }} />
        </div>
      ) : null}

      {shownError !== undefined ? (
        <p role="alert" className="ui-field-error" data-testid={`image-${name}-error`}>
          {shownError}
        </p>
      ) : null}
      {step.kind === 'failed' && !step.codes ? (
        <p role="alert" className="ui-field-error">
          {step.stalled ? (
            <Trans>The upload stopped: nothing was sent for a while. Check your connection and try again.</Trans>
          ) : (
            <Trans>The picture could not be sent. Check your connection and try again.</Trans>
          )}
        </p>
      ) : null}

      <input
        ref={input}
        id={inputId}
        className="ui-visually-hidden"
        type="file"
        accept={ACCEPT}
        aria-labelledby={`${inputId}-label`}
        aria-describedby={statusId}
        tabIndex={-1}
        onChange={choose}
      />
      <div className="ui-row" data-wrap="">
        {/* One slot, so the same button turns Upload → Cancel → Upload and keeps the focus;
            the second click of a double click on Upload (detail 2) does not cancel. */}
        {step.kind === 'preview' || step.kind === 'failed' ? (
          <Button size="sm" onClick={() => actor.send({ type: 'image.upload' })}>
            {step.kind === 'preview' ? <Trans>Upload</Trans> : <Trans>Try again</Trans>}
          </Button>
        ) : step.kind === 'uploading' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={(event) => event.detail < 2 && actor.send({ type: 'image.cancel' })}
            aria-label={`${t`Cancel the upload`}: ${label}`}
          >
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={step.kind === 'preparing' || step.kind === 'uploading'}
          onClick={() => input.current?.click()}
          aria-label={`${shownSrc ? t`Choose another picture` : t`Choose a picture`}: ${label}`}
        >
          <AppIcon name="camera" size="sm" />
          {shownSrc ? <Trans>Choose another picture</Trans> : <Trans>Choose a picture</Trans>}
        </Button>
      </div>
    </div>
  )
}

/** The chosen file made ready to upload (see prepare-image.ts), with its preview and the key of its upload. */
async function preparePicture(file: File, maxBytes: number): Promise<PreparedPicture> {
  const prepared = await prepareImage(file, maxBytes)
  if (!prepared.ok) return { ok: false, codes: [prepared.reason === 'unreadable' ? 'unreadable_image' : prepared.reason] }
  const src = await previewUrl(prepared.blob)
  const { blob, name, shrunk, originalSize } = prepared
  return { ok: true, picture: { blob, name, src, key: newIdempotencyKey(), shrunk, originalSize } }
}
