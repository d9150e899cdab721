import { msg } from '@lingui/core/macro'
import { periodScreen } from '../-period-screen'

/** The commissions routes' options beside their loader and component: all titled Commissions but the statement. */
export const commissionsScreen = periodScreen(msg`Commissions`, 'commissions')
export const statementScreen = periodScreen(msg`Commission statement`, 'commissions')
