import { MenuDivider, MenuItem } from '@blueprintjs/core'
import { TickIcon } from '@blueprintjs/icons'
import { LANGUAGES, LANGUAGE_NAMES, authRoutes } from 'contracts'
import type { Language } from 'contracts'
import { messages } from '../../lib/i18n'
import { currentLanguage, switchDigits, switchLanguage } from '../../lib/i18n/language'
import { i18nState } from '../../lib/i18n/state'
import type { Digits } from '../../lib/i18n/state'
import en from './messages.en.json'

const m = messages(en)
const DIGITS: readonly { digits: Digits; text: () => string }[] = [
  { digits: 'latn', text: m.digitsLatin },
  { digits: 'arab', text: m.digitsArabic },
]

/**
 * The account menu's language (docs/requirements.md#languages): saved on the employee (PUT
 * /employee/me/preferences) and on the device, then the page opens again in it. In Arabic,
 * the digits too (this device's).
 */
export function LanguageMenu() {
  const speaking = currentLanguage()
  const currentDigits = () => i18nState.digits
  const choose = async (language: Language) => {
    if (language === speaking) return
    try {
      const { apiRequest } = await import('../../lib/api/client')
      await apiRequest(authRoutes.preferences, { body: { language } })
      switchLanguage(language)
    } catch {
      const { toastError } = await import('../../lib/toaster')
      toastError(m.languageNotSaved())
    }
  }
  return (
    <>
      <MenuDivider title={m.language()} />
      {LANGUAGES.map((language) => (
        <MenuItem
          key={language}
          role="menuitemradio"
          aria-checked={language === speaking}
          lang={language}
          text={LANGUAGE_NAMES[language]}
          labelElement={language === speaking ? <TickIcon /> : undefined}
          onClick={() => void choose(language)}
        />
      ))}
      {speaking === 'ar' && (
        <>
          <MenuDivider title={m.digits()} />
          {DIGITS.map(({ digits, text }) => (
            <MenuItem
              key={digits}
              role="menuitemradio"
              aria-checked={digits === currentDigits()}
              text={text()}
              labelElement={digits === currentDigits() ? <TickIcon /> : undefined}
              onClick={() => digits !== currentDigits() && switchDigits(digits)}
            />
          ))}
        </>
      )}
    </>
  )
}
