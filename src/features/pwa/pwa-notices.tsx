import { useEffect, useId, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { Button } from '@chakra-ui/react/button'
import { Heading } from '@chakra-ui/react/heading'
import { chakra } from '@chakra-ui/react/styled-system'
import { Text } from '@chakra-ui/react/text'
import { HStack, VStack } from '@chakra-ui/react/stack'
import { isOffline, isUpdating, showsInstallDialog, showsNewVersion } from '../../../machines/pwa.selectors'
import { dialogBackdrop, dialogMaxWidth, dialogWidth, stackBottom } from './styles'
import { useDataSyncedAt, usePwaState, type PwaActor } from './pwa-handle'

/** The notices stack at the bottom of the screen, above the home indicator; the shell may lift it with --pwa-notices-offset. */
export function PwaNoticesView({ pwa }: { pwa: PwaActor }) {
  const offline = usePwaState(pwa, isOffline, false)
  const newVersion = usePwaState(pwa, showsNewVersion, false)
  const updating = usePwaState(pwa, isUpdating, false)
  const installOffered = usePwaState(pwa, showsInstallDialog, false)
  const syncedAt = useDataSyncedAt()
  return (
    <>
      <VStack
        position="fixed"
        insetX="0"
        bottom={stackBottom}
        zIndex="toast"
        gap="2"
        px="4"
        pb="4"
        pointerEvents="none"
      >
        {offline || syncedAt !== null ? <ConnectionNotice offline={offline} syncedAt={syncedAt} /> : null}
        {newVersion ? (
          <NewVersionBanner
            updating={updating}
            onRefresh={() => pwa.send({ type: 'pwa.refresh' })}
            onLater={() => pwa.send({ type: 'pwa.later' })}
          />
        ) : null}
      </VStack>
      <InstallDialog
        open={installOffered}
        onYes={() => pwa.send({ type: 'install.yes' })}
        onNo={() => pwa.send({ type: 'install.no' })}
      />
    </>
  )
}

const notice = {
  pointerEvents: 'auto',
  w: 'full',
  maxW: 'md',
  rounded: 'l3',
  shadow: 'lg',
  px: '4',
  py: '3',
} as const

/** Offline (or on a network too slow to answer): the data shown and when it was synced. */
function ConnectionNotice({ offline, syncedAt }: { offline: boolean; syncedAt: number | null }) {
  const { i18n } = useLingui()
  const time = syncedAt === null ? null : i18n.date(new Date(syncedAt), { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Box {...notice} role="status" data-testid="offline-indicator" bg="gray.solid" color="gray.contrast" textAlign="center">
      <Text textStyle="sm">
        {offline ? (
          time === null ? (
            <Trans>You are offline</Trans>
          ) : (
            <Trans>You are offline — showing data from {time}</Trans>
          )
        ) : (
          <Trans>The network is slow — showing data from {time}</Trans>
        )}
      </Text>
    </Box>
  )
}

function NewVersionBanner({ updating, onRefresh, onLater }: { updating: boolean; onRefresh: () => void; onLater: () => void }) {
  return (
    <Box {...notice} role="status" data-testid="new-version" bg="bg.panel" borderWidth="1px" borderColor="border.emphasized">
      <HStack justify="space-between" gap="3" flexWrap="wrap">
        <Text textStyle="sm" fontWeight="medium">
          <Trans>A new version is available.</Trans>
        </Text>
        <HStack gap="2">
          <Button size="sm" variant="ghost" onClick={onLater} disabled={updating}>
            <Trans>Later</Trans>
          </Button>
          <Button size="sm" onClick={onRefresh} loading={updating}>
            <Trans>Refresh</Trans>
          </Button>
        </HStack>
      </HStack>
    </Box>
  )
}

const NativeDialog = chakra('dialog')

/**
 * Spec sections 2, 4, 9: the add-to-home dialog, 290px wide. Yes opens the browser's install
 * prompt; No (or Escape) keeps the refusal for 7 days. A native <dialog> (modal, focus kept
 * inside, Escape) rather than Chakra's Dialog, which under the build's chunk groups would put
 * ~19 kB gzip of dialog machinery into the first load's Chakra chunk.
 */
function InstallDialog({ open, onYes, onNo }: { open: boolean; onYes: () => void; onNo: () => void }) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = useId()
  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    else if (!open && dialog.open) dialog.close()
  }, [open])
  return (
    <NativeDialog
      ref={ref}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      data-testid="install-dialog"
      onCancel={(event) => {
        event.preventDefault() // Escape: the machine closes the dialog with its No
        onNo()
      }}
      w={dialogWidth}
      maxW={dialogMaxWidth}
      m="auto"
      p="6"
      border="none"
      rounded="l3"
      shadow="lg"
      bg="bg.panel"
      color="fg"
      css={dialogBackdrop}
    >
      <VStack align="stretch" gap="4">
        <Heading as="h2" id={`${id}-title`} size="md">
          <Trans>Add to home screen?</Trans>
        </Heading>
        <Text id={`${id}-body`} textStyle="sm" color="fg.muted">
          <Trans>Put Sales Consultant on your home screen and open it like an app, even offline.</Trans>
        </Text>
        <HStack justify="flex-end" gap="2">
          <Button variant="outline" onClick={onNo}>
            <Trans>No</Trans>
          </Button>
          <Button onClick={onYes}>
            <Trans>Yes</Trans>
          </Button>
        </HStack>
      </VStack>
    </NativeDialog>
  )
}
