import { msg } from '@lingui/core/macro'
import { periodScreen } from '../-period-screen'

/** The five sales routes' options beside their loader and component (spec section 2's sales views, all titled Sales). */
export const salesScreen = periodScreen(msg`Sales`, 'sales')
