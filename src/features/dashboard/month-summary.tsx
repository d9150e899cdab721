import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Badge, Box, HStack, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { changeBetween, type Change } from '../../domain/change'
import { useFormatters } from '../../i18n/use-formatters'
import { AppIcon } from '../../ui/icons'
import { ResourceView } from '../../ui/resource-view'
import type { ResourceMachine } from '../../../machines/resource.machine'
import type { CommissionComparison, MonthComparison } from './summary'

function ChangeBadge({ change }: { change: Change }) {
  const { t } = useLingui()
  const { percent } = useFormatters()
  const shown = change.ratio === null ? null : percent(change.ratio)
  const spoken =
    change.direction === 'flat'
      ? t`Same as last month`
      : shown === null
        ? change.direction === 'up'
          ? t`Up on last month`
          : t`Down on last month`
        : change.direction === 'up'
          ? t`Up ${shown} on last month`
          : t`Down ${shown} on last month`
  const palette = change.direction === 'up' ? 'green' : change.direction === 'down' ? 'red' : 'gray'
  return (
    <Badge colorPalette={palette} variant="subtle" size="md" gap="1" data-testid="change">
      <Box as="span" display="inline-flex" alignItems="center" gap="1" aria-hidden="true">
        {change.direction === 'flat' ? null : <AppIcon name={change.direction === 'up' ? 'arrowUp' : 'arrowDown'} boxSize="3.5" />}
        <bdi>{shown ?? (change.direction === 'flat' ? '0' : '—')}</bdi>
      </Box>
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </Badge>
  )
}

function ComparisonTile({ label, comparison, children }: { label: ReactNode; comparison: MonthComparison; children?: ReactNode }) {
  const { money } = useFormatters()
  const lastMonth = money(comparison.lastMonth)
  return (
    <Box bg="bg.subtle" borderWidth="1px" rounded="l2" p="4">
      <Text textStyle="sm" color="fg.muted">
        {label}
      </Text>
      <HStack gap="3" mt="1" wrap="wrap">
        <Text textStyle="2xl" fontWeight="bold" data-testid="this-month">
          {money(comparison.thisMonth)}
        </Text>
        <ChangeBadge change={changeBetween(comparison.thisMonth, comparison.lastMonth)} />
      </HStack>
      <Text textStyle="xs" color="fg.muted" mt="1">
        <Trans>Last month: {lastMonth}</Trans>
      </Text>
      {children}
    </Box>
  )
}

const tileLoading = (
  <Stack gap="2" bg="bg.subtle" borderWidth="1px" rounded="l2" p="4" aria-busy="true">
    <Skeleton height="4" width="40%" />
    <Skeleton height="7" width="60%" />
    <Skeleton height="3" width="50%" />
  </Stack>
)

/** Sales this month against last month: the amount, the change with an arrow and percent. */
export function SalesSummary({ sales }: { sales: ResourceMachine<MonthComparison> }) {
  return (
    <ResourceView machine={sales} compact loading={tileLoading}>
      {(comparison) => <ComparisonTile label={<Trans>Sales this month</Trans>} comparison={comparison} />}
    </ResourceView>
  )
}

/** Confirmed commissions this month against last month, and this month's pending amount. */
export function CommissionsSummary({ commissions }: { commissions: ResourceMachine<CommissionComparison> }) {
  const { money } = useFormatters()
  return (
    <ResourceView machine={commissions} compact loading={tileLoading}>
      {(comparison) => {
        const pending = money(comparison.pendingThisMonth)
        return (
          <ComparisonTile label={<Trans>Commissions this month</Trans>} comparison={comparison}>
            {comparison.pendingThisMonth > 0 ? (
              <Text textStyle="xs" color="fg.muted">
                <Trans>Pending: {pending}</Trans>
              </Text>
            ) : null}
          </ComparisonTile>
        )
      }}
    </ResourceView>
  )
}
