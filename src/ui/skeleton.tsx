import './kit.css'

/** A loading placeholder line (kit.css `.ui-skeleton`); sizes are CSS lengths. */
export function Skeleton({ height, width }: { height?: string; width?: string }) {
  return <span className="ui-skeleton" style={{ blockSize: height, inlineSize: width }} />
}
