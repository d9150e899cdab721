import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/onboarding/agreement-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { loadChakra } from '../ui/system-store'
import { startAgreement } from './-data/onboarding'

/** Terms and conditions (redirect rule 6 brings consultants here through /register). */
export const Route = createFileRoute('/agreement')({
  // The contract is read beside the Chakra chunk, whose checkbox the screen uses (src/ui/system-store.ts).
  loader: async ({ context }) => {
    const data = startAgreement(context)
    await loadChakra()
    return data
  },
  onLeave: (match) => match.loaderData?.stop(),
  component: AgreementRoute,
})

function AgreementRoute() {
  const { session } = Route.useRouteContext()
  const { contract, accept } = Route.useLoaderData()
  const selectLanguage = useLanguageChoice()
  return <AgreementPage session={session} onSelectLanguage={selectLanguage} contract={contract} accept={accept} />
}
