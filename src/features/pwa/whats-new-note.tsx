import { useEffect, useState } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Button } from '../../ui/button'

/**
 * The "What's new" note, shown once after an update (machines/pwa.machine.ts, region whatsNew), and what changed per
 * version of the app (package.json's `version`). A release adds its own lines here and bumps the version; the lines
 * of older versions go when a new one is added (nobody updates to an old version). A version without lines gets the
 * short general note.
 *
 * Its texts are a catalog of their own (src/locales/<lang>/whats-new.po, lingui.config.ts), loaded with the note:
 * every screen's first load carries the app's catalog, and none of them needs these lines.
 */
export const whatsNewNotes: Readonly<Record<string, readonly MessageDescriptor[]>> = {
  '0.2.0': [
    msg`The programme’s texts in your language, and digits your way (123 or ١٢٣) on your account.`,
    msg`Your unread count on the app’s icon; press and hold the icon to open Sales, Orders, Notifications or Recruit.`,
    msg`Quiet hours for notifications, in the notification settings.`,
    msg`Print your commission statement or save it as a PDF, and ask about a commission lost on an item.`,
    msg`Your recruiting campaigns on Recruit a member: who each one brought, and how far they are.`,
  ],
}

/** Adds this note's catalog to the language's messages (Lingui merges it in). */
async function loadNoteCatalog(i18n: I18n, locale: string): Promise<void> {
  const { messages } = await import(`../../locales/${locale}/whats-new.po`)
  i18n.load(locale, messages)
}

/** What changed in this version, in the consultant's language; Got it puts it away. Nothing while its catalog loads, or if it cannot. */
export function WhatsNewNote({ onDismiss }: { onDismiss: () => void }) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const [loaded, setLoaded] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    loadNoteCatalog(i18n, locale).then(
      () => current && setLoaded(locale),
      () => {}, // no catalog (a chunk that could not load): the note stays away rather than show ids
    )
    return () => {
      current = false
    }
  }, [i18n, locale])
  if (loaded !== locale) return null
  const notes = whatsNewNotes[__APP_VERSION__] ?? []
  return (
    <section role="status" aria-labelledby="whats-new-title" data-testid="whats-new" className="pwa-notice" data-kind="whats-new">
      <h2 id="whats-new-title" className="pwa-notice-title">
        <Trans>What’s new</Trans>
      </h2>
      {notes.length > 0 ? (
        <ul className="pwa-notice-list">
          {notes.map((note) => (
            <li key={note.id}>{i18n._(note)}</li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>The app was updated.</Trans>
        </p>
      )}
      <div className="pwa-notice-actions">
        <Button size="sm" onClick={onDismiss}>
          <Trans>Got it</Trans>
        </Button>
      </div>
    </section>
  )
}
