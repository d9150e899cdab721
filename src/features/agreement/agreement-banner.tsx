import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { Box, Button, Flex, Text } from '@chakra-ui/react'
import type { LoginData } from '../../api'
import { AppIcon } from '../../ui/icons'
import { SafeHtml } from '../../ui/safe-html'
import type { AcceptAgreementMachine } from '../../../machines/agreement.machine'
import { AgreementDialog } from './agreement-dialog'

interface AcceptProps {
  login: LoginData
  /** The accept form, provided with the gateway call by the route. */
  accept: AcceptAgreementMachine
}

function UpdatedAgreementDialog({ login, accept, open, onOpenChange }: AcceptProps & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui()
  const actor = useActorRef(accept, { input: { values: {} } })
  const sending = useSelector(actor, (snapshot) => snapshot.hasTag('busy'))
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed') || Object.keys(snapshot.context.fieldErrors).length > 0)
  return (
    <AgreementDialog
      open={open}
      onOpenChange={onOpenChange}
      pdfUrl={login.updated_jforce_agreement_pdf}
      action={
        <Button loading={sending} onClick={() => actor.send({ type: failed ? 'form.retry' : 'form.submit' })}>
          {t`Accept & Continue`}
        </Button>
      }
    >
      <SafeHtml html={login.updated_jforce_agreement_content ?? ''} />
      {failed ? (
        <Text role="alert" color="fg.error" mt="4" textStyle="sm">
          <Trans>Sorry, it seems an error occurred</Trans>
        </Text>
      ) : null}
    </AgreementDialog>
  )
}

/**
 * Spec section 2: the sticky banner asking to accept the updated agreement. It opens the
 * agreement dialog; accepting clears the prompt from the session, and the banner goes.
 */
export function AgreementBanner({ login, accept }: AcceptProps) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <Box
      role="region"
      aria-label={t`Updated agreement`}
      bg="colorPalette.subtle"
      borderBottomWidth="1px"
      borderColor="colorPalette.muted"
      px={{ base: '4', lg: '8' }}
      py="2.5"
    >
      <Flex align="center" gap="3" wrap="wrap" maxW="6xl" mx="auto">
        <AppIcon name="shield" color="colorPalette.fg" />
        <Text flex="1" minW="12rem" textStyle="sm">
          <Trans>We have updated the consultant agreement. Please read it and accept it to continue.</Trans>
        </Text>
        <Button size="sm" onClick={() => setOpen(true)}>
          <Trans>Read and accept</Trans>
        </Button>
      </Flex>
      <UpdatedAgreementDialog login={login} accept={accept} open={open} onOpenChange={setOpen} />
    </Box>
  )
}
