import type { ReactNode } from 'react'

/** One fact of a `<dl>` of facts (a month's counts, a member's profile): its name, small and muted, over its value. */
export function Fact({ label, children, className, testId }: { label: ReactNode; children: ReactNode; className?: string; testId?: string }) {
  return (
    <div>
      <dt className="ui-text-xs ui-muted">{label}</dt>
      <dd className={className} data-testid={testId}>
        {children}
      </dd>
    </div>
  )
}
