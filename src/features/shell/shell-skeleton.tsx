/**
 * The signed-in frame without its content, for the page before any script has run (issue 21 goal 2): the build renders
 * it into the prerendered pages (build/prerender.ts, src/routes/-prerender.tsx), and the page's head script shows it
 * instead of the intro when a session is stored, so a returning consultant sees the shell's frame, not the intro,
 * until the app draws the screen. Boxes only, no text: it is not the page's contentful paint. Its look is
 * shell-skeleton.css, which the build puts in the page itself (the shell's stylesheet is not loaded yet).
 */
export function ShellSkeleton() {
  return (
    <div className="shell-skeleton" aria-hidden="true">
      <div className="shell-skeleton-side">
        <div className="shell-skeleton-product">
          <span className="shell-skeleton-mark" />
          <span className="shell-skeleton-name" />
        </div>
        {Array.from({ length: 7 }, (_, at) => (
          <span key={at} className="shell-skeleton-entry" />
        ))}
      </div>
      <div className="shell-skeleton-column">
        <div className="shell-skeleton-header">
          <span className="shell-skeleton-menu" />
          <span className="shell-skeleton-title" />
          <span className="shell-skeleton-avatar" />
        </div>
        <div className="shell-skeleton-main">
          <span className="shell-skeleton-block" data-size="heading" />
          <span className="shell-skeleton-block" />
          <span className="shell-skeleton-block" />
        </div>
      </div>
    </div>
  )
}
