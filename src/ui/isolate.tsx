import type { HTMLAttributes, ReactNode } from 'react'
import './kit.css'

export interface IsolateProps extends Omit<HTMLAttributes<HTMLElement>, 'dir'> {
  readonly children: ReactNode
  /**
   * 'ltr' for what reads left to right whatever its characters: phone numbers, codes, SKUs, account numbers (digits
   * and spaces alone have no direction of their own, and would be laid out right to left in Arabic). Otherwise the
   * text's own first strong letter decides (`dir="auto"`, the default of `<bdi>`).
   */
  readonly dir?: 'ltr'
}

/**
 * The one way to put a value inside a line of another language (docs/architecture.md, "Bidirectional text"): a
 * formatted number, amount, percentage or date in a translated sentence, a name, an address or any other server
 * text. A `<bdi>`: the value keeps its own direction and does not reorder the sentence around it ("85 %" stays
 * whole in Arabic, "Gold." keeps its full stop at the end of an Arabic sentence). When it is a block (a flex or
 * grid item), it is aligned to the start of the line of the page's language (`text-align: match-parent`, kit.css),
 * next to the avatar or label it belongs to, not to the start of its own text's direction.
 *
 * In a translated sentence, give it to <Trans> as a value: `const rate = <Isolate>{percent(r)}</Isolate>` and
 * `<Trans>Done: {rate}</Trans>`; Lingui renders it in place and the catalogs keep their messages.
 */
export function Isolate({ children, dir, className, ...rest }: IsolateProps) {
  return (
    <bdi {...rest} dir={dir} className={className ? `ui-isolate ${className}` : 'ui-isolate'}>
      {children}
    </bdi>
  )
}
