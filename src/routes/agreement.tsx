import { createFileRoute } from '@tanstack/react-router'
import { AgreementPage } from '../features/onboarding/agreement-page'
import { useLanguageChoice } from '../features/preferences/use-language-choice'
import { startAgreement } from './-data/onboarding'
import { withChakra } from './-with-chakra'

/** Terms and conditions (redirect rule 6 brings consultants here through /register). */
export const Route = createFileRoute('/agreement')({
  // The contract is read beside the Chakra chunk, whose checkbox the screen uses (src/ui/system-store.ts).
  loader: ({ context }) => withChakra(startAgreement(context)),
  onLeave: (match) => match.loaderData?.stop(),
  component: AgreementRoute,
})

function AgreementRoute() {
  const { session } = Route.useRouteContext()
  const { contract, accept } = Route.useLoaderData()
  const selectLanguage = useLanguageChoice()
  return <AgreementPage session={session} onSelectLanguage={selectLanguage} contract={contract} accept={accept} />
}
