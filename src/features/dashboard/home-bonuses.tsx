import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, HStack, Progress, Stack, Text } from '@chakra-ui/react'
import type { Bonus, BonusState } from '../../api'
import { day } from '../../i18n/dates'
import { useFormatters } from '../../i18n/use-formatters'
import { emptyMessages } from '../../ui/empty-messages'
import { EmptyState } from '../../ui/empty-state'
import { PathLink } from '../../ui/path-link'
import { LoadingLines, ResourceView } from '../../ui/resource-view'
import type { ResourceMachine } from '../../../machines/resource.machine'

/** The day and short month in the active language (dayjs format). */
const DAY_MONTH = 'D MMM'

const statePalette: Record<BonusState, string> = { available: 'blue', in_progress: 'orange', achieved: 'green', expired: 'gray' }

function StateBadge({ state }: { state: BonusState }) {
  const { t } = useLingui()
  const labels: Record<BonusState, string> = {
    available: t`Available`,
    in_progress: t`In progress`,
    achieved: t`Achieved`,
    expired: t`No longer available`,
  }
  return (
    <Badge colorPalette={statePalette[state]} variant="subtle" flexShrink={0}>
      {labels[state]}
    </Badge>
  )
}

function BonusCard({ bonus }: { bonus: Bonus }) {
  const { t } = useLingui()
  const { money, number } = useFormatters()
  const amount = (value: number) => (bonus.format === 'sales_amount' ? money(value) : number(value))
  const progress = amount(bonus.progress)
  const target = amount(bonus.target)
  const reward = money(bonus.reward)
  const name = bonus.name
  const ends = day(bonus.ends_at)
  const date = ends.format(DAY_MONTH)
  return (
    <Box asChild display="block" borderWidth="1px" rounded="l2" p="3" transition="background 0.15s" _hover={{ bg: 'bg.muted' }}>
      <PathLink to={`/bonuses/details/${bonus.id}`}>
        <HStack justify="space-between" align="start" gap="2">
          <Text fontWeight="semibold" textStyle="sm" lineClamp={2} dir="auto">
            {bonus.name}
          </Text>
          <StateBadge state={bonus.state} />
        </HStack>
        <Progress.Root value={Math.min(bonus.progress, bonus.target)} max={bonus.target || 1} size="sm" mt="3" aria-label={t`Progress of ${name}`}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <HStack justify="space-between" textStyle="xs" color="fg.muted" mt="1.5" gap="2" wrap="wrap">
          <Text>
            <Trans>
              {progress} of {target}
            </Trans>
          </Text>
          <Text>{ends.isBefore(new Date()) ? <Trans>Ended on {date}</Trans> : <Trans>Ends on {date}</Trans>}</Text>
        </HStack>
        <Text textStyle="sm" mt="2">
          <Trans>You get {reward}</Trans>
        </Text>
      </PathLink>
    </Box>
  )
}

/** The homepage bonuses (GET homepage-bonuses), or the no-bonus message. */
export function HomeBonuses({ bonuses }: { bonuses: ResourceMachine<readonly Bonus[]> }) {
  return (
    <ResourceView machine={bonuses} compact loading={<LoadingLines lines={2} />}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState message={emptyMessages.bonuses} icon="gift" />
        ) : (
          <Stack as="ul" gap="3" data-testid="home-bonuses">
            {list.map((bonus) => (
              <li key={bonus.id}>
                <BonusCard bonus={bonus} />
              </li>
            ))}
          </Stack>
        )
      }
    </ResourceView>
  )
}
