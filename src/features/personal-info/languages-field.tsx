import { memo, useId, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Input } from '@chakra-ui/react/input'
import type { Named } from '../../api'
import { multiValueEntryError } from '../../forms/consultant-rules'
import type { ReferenceListView } from '../../forms/use-reference-list'
import { Button } from '../../ui/button'
import { fieldErrorText } from '../../ui/form/field-error'
import { FormField } from '../../ui/form/form-field'
import { ListLoadError } from '../../ui/form/list-load-error'
import { AppIcon } from '../../ui/icons'

export interface LanguagesFieldProps {
  chosen: readonly Named[]
  entry: string
  /** The entry's error (translated), from the form's rules or the server's. */
  error: string | undefined
  list: ReferenceListView<Named>
  onChange: (changes: { languages?: readonly Named[]; language_entry?: string }) => void
}

/**
 * Languages spoken: a multi-value field. The consultant types a language (the list's names are
 * suggested as they type) and adds it; each chosen one shows with a button to remove it. An
 * entry with special characters or a leading space is refused (spec section 5), and one that is
 * not in the list asks to pick from it: the gateway takes languages by id. Redrawn only when its own props change.
 */
export const LanguagesField = memo(function LanguagesField({ chosen, entry, error, list, onChange }: LanguagesFieldProps) {
  const { t, i18n } = useLingui()
  const listId = useId()
  // A wrong entry is told when Add is pressed, not only on save; typing again clears it.
  const [addError, setAddError] = useState<string | null>(null)
  const onEntryError = (code: string) => setAddError(code)

  const add = () => {
    const rule = multiValueEntryError(entry)
    if (rule) return onEntryError(rule)
    const wanted = entry.trim().toLowerCase()
    if (wanted === '') return
    const found = list.entries.find((language) => language.name.toLowerCase() === wanted)
    if (!found) return onEntryError('unknown')
    setAddError(null)
    onChange({ language_entry: '', languages: chosen.some((language) => language.id === found.id) ? chosen : [...chosen, found] })
  }

  return (
    <div className="ui-stack personal-languages">
      <FormField
        label={t`Languages spoken`}
        error={addError ? fieldErrorText(i18n, [addError]) : error}
        helper={<Trans>Type a language and add it; add as many as you speak.</Trans>}
      >
        <div className="ui-row personal-language-entry">
          <Input
            value={entry}
            list={listId}
            onChange={(event) => {
              setAddError(null)
              onChange({ language_entry: event.currentTarget.value })
            }}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault()
                add()
              }
            }}
            autoComplete="off"
            data-testid="language-entry"
          />
          <Button variant="outline" onClick={add} disabled={list.status === 'loading'}>
            <Trans>Add</Trans>
          </Button>
        </div>
      </FormField>
      <datalist id={listId}>
        {list.entries.map((language) => (
          <option key={language.id} value={language.name} />
        ))}
      </datalist>
      {list.status === 'error' ? <ListLoadError onRetry={list.retry} /> : null}
      {chosen.length > 0 ? (
        <ul className="personal-chips" aria-label={t`Languages spoken`}>
          {chosen.map((language) => {
            const name = language.name
            return (
              <li key={language.id} className="personal-chip">
                <span>{name}</span>
                <button
                  type="button"
                  className="personal-chip-remove"
                  aria-label={t`Remove ${name}`}
                  onClick={() => onChange({ languages: chosen.filter((other) => other.id !== language.id) })}
                >
                  <AppIcon name="close" size="xs" />
                </button>
              </li>
            )
          })}
        </ul>
      ) : null}
    </div>
  )
})
