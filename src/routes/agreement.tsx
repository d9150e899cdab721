import { useState } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/onboarding/agreement-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { loadChakra } from '../ui/system-store'
import { provideAgreement } from './-data/onboarding'

/** Terms and conditions (redirect rule 6 brings consultants here through /register). */
export const Route = createFileRoute('/agreement')({
  // Its checkbox is Chakra's: the Chakra chunk loads with this screen (src/ui/system-store.ts).
  loader: loadChakra,
  component: AgreementRoute,
})

function AgreementRoute() {
  const { client, session } = Route.useRouteContext()
  const [data] = useState(() => provideAgreement(client, session))
  const selectLanguage = useLanguageChoice()
  return <AgreementPage session={session} onSelectLanguage={selectLanguage} {...data} />
}
