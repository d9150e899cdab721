import type { IconName } from '../icons'

/** The icon of each menu entry, by id (src/ui/menu/menu.ts). */
export const menuIcons: Record<string, IconName> = {
  home: 'home',
  performance: 'chart',
  sales: 'chart',
  commissions: 'coins',
  bonuses: 'gift',
  orders: 'cart',
  successRate: 'target',
  team: 'users',
  teamMembers: 'users',
  teamLeader: 'user',
  account: 'user',
  personalInfo: 'user',
  storeInfo: 'user',
  notifications: 'bell',
  paymentAccount: 'card',
  level: 'award',
  signOut: 'logout',
}
