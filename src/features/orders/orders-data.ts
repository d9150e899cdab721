import type { OrderDetail, OrderFilters, OrderSummary, OrdersSuccessRate } from '../../api'
import type { DayRange } from '../../domain/periods'
import type { OrdersFilter } from '../../domain/order-filters'
import type { PagedCollectionActor, PagedCollectionMachine } from '../../../machines/paged-collection.machine'
import type { ResourceMachine, StartedResources } from '../../../machines/resource.machine'

/** The orders area's shared read: the filter screen's choices, which also name the list's chips. */
export interface OrderFilterMachines {
  readonly filters: ResourceMachine<OrderFilters>
}
export type OrderFilterResources = StartedResources<OrderFilterMachines>

/** The orders list: one paged collection for the area's visit; a filter is its query (the route provides it with the client). */
export interface OrdersListMachines {
  readonly list: { readonly machine: PagedCollectionMachine<OrderSummary, OrdersFilter>; readonly input: { readonly query: OrdersFilter } }
}
export type OrdersListResources = StartedResources<OrdersListMachines>
export type OrdersCollection = PagedCollectionActor<OrderSummary, OrdersFilter>

/** An order's detail (also the item screen's: the item is read from its order). */
export interface OrderDetailMachines {
  readonly order: ResourceMachine<OrderDetail>
}
export type OrderDetailResources = StartedResources<OrderDetailMachines>

/**
 * The success-rate counts of the month a failed item finished in, asked for only when the item
 * screen shows a failure (the item's month is known once the order has loaded): the screen
 * starts the machine it is given.
 */
export type MonthRateMachine = (month: DayRange) => ResourceMachine<OrdersSuccessRate>
