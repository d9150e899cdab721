import type { ReactNode } from 'react'
import { Trans } from '@lingui/react/macro'
import './intro.css'

function Benefit({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="intro-benefit">
      <span className="ui-icon-tile intro-benefit-icon">{icon}</span>
      <p>{children}</p>
    </li>
  )
}

const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const

/** What the programme offers, as a short list beside the pitch (plain elements: the intro carries no Chakra). */
export function Benefits() {
  return (
    <ul className="intro-benefits">
      <Benefit
        icon={
          <svg viewBox="0 0 24 24" {...stroke}>
            <path d="M3 17l6-6 4 4 8-8M15 7h6v6" />
          </svg>
        }
      >
        <Trans>Follow your sales, commissions and bonuses</Trans>
      </Benefit>
      <Benefit
        icon={
          <svg viewBox="0 0 24 24" {...stroke}>
            <circle cx="9" cy="8" r="3" />
            <path d="M3 20a6 6 0 0 1 12 0M16 4a3 3 0 0 1 0 6M21 20a6 6 0 0 0-4-5.6" />
          </svg>
        }
      >
        <Trans>Build and lead your own team</Trans>
      </Benefit>
      <Benefit
        icon={
          <svg viewBox="0 0 24 24" {...stroke}>
            <rect x="3" y="6" width="18" height="12" rx="2" />
            <path d="M3 10h18M7 15h3" />
          </svg>
        }
      >
        <Trans>Get paid to your bank or mobile money account</Trans>
      </Benefit>
    </ul>
  )
}
