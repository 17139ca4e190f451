import { Classes, HTMLSelect, FormGroup } from '@blueprintjs/core'
import { MediaIcon } from '@blueprintjs/icons'
import { useFilterTag } from '../list/filterTags'
import { CellTag } from './CellTag'
import { messages } from '../../i18n'
import en from '../messages.en.json'
import { textId } from '../dates/DayFilterFrame'

const m = messages(en)

/**
 * True for images the page may load: the Content-Security-Policy allows
 * same-origin, data: and blob: images only (uploads are served at /api/uploads).
 */
export function isLoadableImage(src: string): boolean {
  if (!src) return false
  if (/^(data|blob):/.test(src)) return true
  try {
    return new URL(src, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** A small thumbnail, or a muted placeholder when there is none the page may load. */
export function ImageCell({ src, alt }: { src: string; alt: string }) {
  return isLoadableImage(src) ? (
    <img className="resource-thumb" src={src} alt={alt} loading="lazy" />
  ) : (
    <MediaIcon size={20} className={Classes.TEXT_MUTED} title={m.noImage()} />
  )
}

/** A yes/no state as a tag: "Active" in green, "Inactive" muted. */
export function FlagTag({ on, yes, no }: { on: boolean; yes: string; no: string }) {
  return (
    <CellTag intent={on ? 'success' : 'none'} minimal>
      {on ? yes : no}
    </CellTag>
  )
}

/** Right-to-left text in a cell. */
export function ArabicText({ children }: { children: string }) {
  return (
    <span dir="rtl" lang="ar">
      {children}
    </span>
  )
}

interface ChoiceFilterProps {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  /** Each value the filter offers (as it travels in the URL) and how it reads. */
  choices: Readonly<Record<string, string>>
}

/** A filter on one of a few values: "All" or one of them. */
export function ChoiceFilter({ label, value, onChange, choices }: ChoiceFilterProps) {
  const id = `filter-${textId(label)}`
  useFilterTag(
    id,
    value ? { label, value: choices[value] ?? value, clear: () => onChange(undefined) } : undefined,
  )
  return (
    <FormGroup label={label} labelFor={id} style={{ margin: 0 }}>
      <HTMLSelect
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.currentTarget.value || undefined)}
        options={[
          { value: '', label: m.all() },
          ...Object.entries(choices).map(([choice, text]) => ({ value: choice, label: text })),
        ]}
      />
    </FormGroup>
  )
}

interface FlagFilterProps {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  yes: string
  no: string
}

/** A three-way filter on a boolean field: all, yes, no (`true`/`false` in the URL). */
export function FlagFilter({ label, value, onChange, yes, no }: FlagFilterProps) {
  return (
    <ChoiceFilter
      label={label}
      value={value}
      onChange={onChange}
      choices={{ true: yes, false: no }}
    />
  )
}
