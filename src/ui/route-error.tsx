import { Trans } from '@lingui/react/macro'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Button } from '@chakra-ui/react/button'
import { Center } from '@chakra-ui/react/center'
import { Text } from '@chakra-ui/react/text'
import { VStack } from '@chakra-ui/react/stack'
import { isChunkLoadError } from './chunk-error'
import { ErrorState } from './error-state'

/**
 * Shown when a route fails to load or render. A chunk that failed or timed out (spec
 * section 8: 120 s) offers a page reload, the only cure (a new deploy may have replaced
 * it); any other failure offers Try again, which reloads the route's data.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  if (isChunkLoadError(error)) {
    return (
      <Center minH="100dvh" px="4">
        <VStack gap="4" py="6" textAlign="center">
          <Text role="alert" color="fg.muted" maxW="sm">
            <Trans>This page could not load.</Trans>
          </Text>
          <Button onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </Button>
        </VStack>
      </Center>
    )
  }
  const retry = () => {
    reset()
    void router.invalidate()
  }
  return (
    <Center minH="100dvh" px="4">
      <ErrorState onRetry={retry} />
    </Center>
  )
}
