import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { Center } from '@chakra-ui/react/center'
import { ErrorState } from './error-state'

/** Shown when a route fails to load or render; "Try again" reloads the route's data. */
export function RouteError({ reset }: ErrorComponentProps) {
  const router = useRouter()
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
