import './kit.css'

/** The first letters of the first and the last word of a name (as Chakra's avatar). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean)
  if (words.length === 0) return ''
  const first = [...(words[0] ?? '')][0] ?? ''
  const last = words.length > 1 ? ([...(words[words.length - 1] ?? '')][0] ?? '') : ''
  return (first + last).toLocaleUpperCase()
}

/** The consultant's initials in a circle. Decorative: the name is given next to it or as the link's label. */
export function Avatar({ name, size }: { name: string; size?: '2xl' }) {
  return (
    <span className="ui-avatar" data-size={size} aria-hidden="true">
      {initials(name)}
    </span>
  )
}
