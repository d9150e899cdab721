import { useId, type ReactNode } from 'react'

/** One dashboard section: a titled card. `wide` spans both columns on desktop. */
export function SectionCard({ title, wide, children, id }: { title: string; wide?: boolean; children: ReactNode; id: string }) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} data-section={id} className="ui-card dashboard-section" data-wide={wide ? '' : undefined}>
      <h2 id={headingId} className="ui-heading ui-card-title">
        {title}
      </h2>
      <div className="dashboard-section-body">{children}</div>
    </section>
  )
}
