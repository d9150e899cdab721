import { BrandMark } from './brand-mark'
import { ColorModeButton } from './color-mode-button'

export interface BrandHeaderProps {
  readonly productName: string
  /** Each page lays the header out with its own classes: the header, the mark with the name, the name. */
  readonly className: string
  readonly brandClassName: string
  readonly nameClassName?: string
}

/** The top of a page outside the app's shell (the intro, onboarding, contributors): the product's mark and name, and the colour mode. */
export function BrandHeader({ productName, className, brandClassName, nameClassName }: BrandHeaderProps) {
  return (
    <header className={className}>
      <div className={brandClassName}>
        <BrandMark />
        <p className={nameClassName}>{productName}</p>
      </div>
      <ColorModeButton />
    </header>
  )
}
