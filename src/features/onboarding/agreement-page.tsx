import { useId, useState } from 'react'
import { useNavigate, useRouteContext } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Checkbox } from '@chakra-ui/react/checkbox'
import { Heading } from '@chakra-ui/react/heading'
import { Link } from '@chakra-ui/react/link'
import { Stack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'
import type { ContentBlock } from '../../api/schemas/content'
import { documents } from '../../config/links'
import { fieldErrorText } from '../../ui/form/field-error'
import { SubmitFailure } from '../../ui/form/submit-failure'
import { ResourceView } from '../../ui/resource-view'
import { SafeHtml } from '../../ui/safe-html'
import { createFormMachine, type FieldErrors } from '../../../machines/form.machine'
import { resourceOf } from '../../../machines/resource.machine'
import { consultant } from '../../../machines/session.selectors'
import { NotYou } from './not-you'
import { OnboardingLayout } from './onboarding-layout'
import { useFormMachine } from './use-form-machine'

interface AgreementValues {
  agreed: boolean
}

/** Spec section 5: 'You must agree to the JForce terms and conditions to proceed'. */
const agreementForm = createFormMachine<AgreementValues>((values): FieldErrors => (values.agreed ? {} : { agreed: ['must_accept'] }))

/**
 * Terms and conditions: the contract (content block 'agreement', sanitized), its PDF,
 * the tick to agree, Accept & Continue, and 'not you?' to sign out. Once accepted, the
 * redirect rules take the consultant on (payment method confirmation, or home).
 */
export function AgreementPage() {
  const { client, session } = useRouteContext({ from: '__root__' })
  const navigate = useNavigate()
  const { t, i18n } = useLingui()
  const [contract] = useState(() => resourceOf(() => client.content.block('agreement')))
  const errorId = useId()

  const form = useFormMachine(agreementForm, {
    initial: () => ({ agreed: false }),
    submit: async () => {
      const id = consultant(session.getSnapshot())?.id
      if (id == null) throw new Error('no consultant to accept the agreement for')
      const accepted = await client.consultants.acceptAgreement(id)
      session.send({ type: 'session.update', login: { customer_data: accepted, accepted_terms_and_conditions: true } })
      return accepted
    },
    onDone: () => void navigate({ href: '/home' }),
  })
  const error = fieldErrorText(i18n, form.fieldErrors.agreed)

  return (
    <OnboardingLayout title={t`Terms and conditions`} width="wide">
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            <Trans>Terms and conditions</Trans>
          </Heading>
          <Text color="fg.muted">
            <Trans>Please read the consultant agreement and accept it to continue.</Trans>
          </Text>
          <Link href={documents.agreement} download="agreement.pdf" target="_blank" rel="noopener" fontWeight="semibold" alignSelf="start">
            <Trans>Download the agreement (PDF)</Trans>
          </Link>
        </Stack>

        <Box as="article" borderWidth="1px" rounded="l3" p={{ base: '4', md: '6' }} aria-label={t`Consultant agreement`}>
          <ResourceView<ContentBlock> machine={contract}>{(block) => <SafeHtml html={block.content} />}</ResourceView>
        </Box>

        <form onSubmit={form.onSubmit} noValidate>
          <Stack gap="5">
            <Stack gap="1.5">
              <Checkbox.Root
                checked={form.values.agreed}
                onCheckedChange={(details) => form.change({ agreed: details.checked === true })}
                invalid={error !== undefined}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput aria-describedby={error !== undefined ? errorId : undefined} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  <Trans>I have read and I agree to the terms and conditions</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
              {error !== undefined ? (
                <Text id={errorId} color="fg.error" fontSize="sm" data-testid="agreement-error">
                  {error}
                </Text>
              ) : null}
            </Stack>
            {form.status === 'failed' && form.failure ? <SubmitFailure failure={form.failure} onRetry={form.retry} /> : null}
            <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'start' }} loading={form.status === 'submitting'}>
              <Trans>Accept & Continue</Trans>
            </Button>
          </Stack>
        </form>

        <NotYou />
      </Stack>
    </OnboardingLayout>
  )
}
