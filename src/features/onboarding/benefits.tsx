import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import { Box } from '@chakra-ui/react/box'
import { HStack } from '@chakra-ui/react/stack'
import { Text } from '@chakra-ui/react/text'

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack as="li" gap="4" align="center" p="4" borderRadius="l3" bg="colorPalette.subtle">
      <Box flexShrink="0" boxSize="10" p="2" borderRadius="full" bg="colorPalette.muted" color="colorPalette.fg">
        {icon}
      </Box>
      <Text fontWeight="medium">{children}</Text>
    </HStack>
  )
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const

/** What the programme offers, as a short list beside the pitch. */
export function Benefits() {
  return (
    <Box as="ul" display="flex" flexDirection="column" gap="3" listStyleType="none">
      <Benefit icon={<svg viewBox="0 0 24 24" {...stroke}><path d="M3 17l6-6 4 4 8-8M15 7h6v6" /></svg>}>
        <Trans>Follow your sales, commissions and bonuses</Trans>
      </Benefit>
      <Benefit icon={<svg viewBox="0 0 24 24" {...stroke}><circle cx="9" cy="8" r="3" /><path d="M3 20a6 6 0 0 1 12 0M16 4a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" /></svg>}>
        <Trans>Build and lead your own team</Trans>
      </Benefit>
      <Benefit icon={<svg viewBox="0 0 24 24" {...stroke}><rect x="3" y="6" width="18" height="12" rx="2" /><path d="M3 10h18M7 15h3" /></svg>}>
        <Trans>Get paid to your bank or mobile money account</Trans>
      </Benefit>
    </Box>
  )
}
