import { i18n } from '@lingui/core'
import type { GatewayClient } from '../../api'
import { toFailure } from '../../api/errors'
import type { SessionActor } from '../../app/session'
import type { StoredValues } from '../../app/stored-values'
import { activateLocale } from '../../i18n/activate'
import type { LanguageChoice } from '../../features/preferences/use-language-choice'
import { consultant, isImpersonating, updateThisSession } from '../../../machines/session.selectors'

/**
 * Picking a language: for a signed-in consultant, first make it their preferred language on the
 * server (so the next sign-in does not switch back: spec section 4 follows preferred_language at
 * login), then load its catalog and switch, then keep the choice on this device. Staff viewing an
 * account change only their own screen. A failure of either step answers 'failed' with the page
 * still in the previous language and nothing stored (the switcher says so): a failed update was
 * reported by the client; a catalog that cannot load after the server took the new language puts
 * the previous one back there (best effort), so the next sign-in does not switch to it.
 * Once switched, `reread` asks again for what the screen shows: the gateway answers in the
 * language asked for (docs/contract.md, "Languages"); the root gives the router's reload, whose
 * loaders start the screen's reads under a key with the new language (startScreenReads).
 * The level's name came with the login, in the language of the sign-in: it is read again
 * (GET ewoks/levels/{levelId}, in the new language) and put in the session, for the staff viewing
 * an account too; a failure keeps the name shown (the client reports the gateway's failures).
 * The account status needs nothing: the app words the statuses it knows (AccountStatusText).
 */
export function provideLanguageChoice(
  client: GatewayClient,
  session: SessionActor,
  stored: StoredValues,
  currentLocale: () => string = () => i18n.locale,
  reread: () => void = () => {},
): LanguageChoice {
  return async (locale) => {
    const previous = currentLocale()
    if (locale === previous) return 'unchanged'
    const snapshot = session.getSnapshot()
    const id = consultant(snapshot)?.id
    const onServer = id != null && !isImpersonating(snapshot)
    const update = updateThisSession(session)
    if (onServer) {
      try {
        await client.consultants.update(id, { preferred_language: locale })
      } catch (error) {
        toFailure(error, 'language choice') // a gateway failure was reported by the client; a bug is reported here
        return 'failed'
      }
    }
    try {
      await activateLocale(locale)
    } catch (error) {
      toFailure(error, 'language catalog') // no connection is no bug; anything else is reported
      if (onServer) void client.consultants.update(id, { preferred_language: previous }).catch(() => {})
      return 'failed'
    }
    stored.locale.set(locale)
    if (onServer) update({ customer_data: { preferred_language: locale } })
    reread()
    void rereadLevelName(client, session, () => currentLocale() === locale)
    return 'changed'
  }
}

/** The signed-in consultant's level name in the language just picked, put in the session if that language is still shown. */
async function rereadLevelName(client: GatewayClient, session: SessionActor, stillShown: () => boolean): Promise<void> {
  const levelId = consultant(session.getSnapshot())?.level?.id
  if (levelId == null) return
  const update = updateThisSession(session)
  let name: string
  try {
    name = (await client.reference.level(levelId)).name
  } catch (error) {
    toFailure(error, 'level name') // a gateway failure was reported by the client; a bug is reported here
    return
  }
  const now = consultant(session.getSnapshot())
  // Another language picked, another consultant, or another level meanwhile: this answer is not theirs.
  if (!stillShown() || now?.level?.id !== levelId) return
  update({ customer_data: { level: { id: levelId, name } } })
}
