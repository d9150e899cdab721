import type { ReactNode } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { Box, Text, VStack } from '@chakra-ui/react'
import { AppIcon, type IconName } from './icons'

export interface EmptyStateProps {
  /** One of `emptyMessages` (src/ui/empty-messages.ts). */
  message: MessageDescriptor
  icon?: IconName
  /** An action, such as a link to add the first item. */
  children?: ReactNode
}

/** A list with nothing to show: an icon, the catalogue's no-data message and an optional action. */
export function EmptyState({ message, icon = 'file', children }: EmptyStateProps) {
  const { i18n } = useLingui()
  return (
    <VStack gap="3" py="8" px="4" textAlign="center" color="fg.muted">
      <Box bg="bg.muted" rounded="full" p="3">
        <AppIcon name={icon} boxSize="6" />
      </Box>
      <Text role="status" fontWeight="medium">
        {i18n._(message)}
      </Text>
      {children}
    </VStack>
  )
}
