import './kit.css'

/** A loading placeholder line (kit.css `.ui-skeleton`); sizes are CSS lengths. */
export function Skeleton({ height, width }: { height?: string; width?: string }) {
  return <span className="ui-skeleton" style={{ blockSize: height, inlineSize: width }} />
}

/** Placeholder lines, each [height, width?], in the order the content will have them (a row's label, figure, note). */
export function SkeletonLines({ lines }: { lines: readonly (readonly [height: string, width?: string])[] }) {
  return (
    <>
      {lines.map(([height, width], index) => (
        <Skeleton key={index} height={height} width={width} />
      ))}
    </>
  )
}
