import { useId, type ReactNode } from 'react'
import { Box, Heading, Stack } from '@chakra-ui/react'

/** One dashboard section: a titled card. `wide` spans both columns on desktop. */
export function SectionCard({ title, wide, children, id }: { title: string; wide?: boolean; children: ReactNode; id: string }) {
  const headingId = useId()
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      data-section={id}
      gridColumn={wide ? { lg: 'span 2' } : undefined}
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      shadow="xs"
      p={{ base: '4', lg: '6' }}
      minW="0"
    >
      <Heading as="h2" id={headingId} size="md" mb="4">
        {title}
      </Heading>
      <Stack gap="5">{children}</Stack>
    </Box>
  )
}
