import { Button } from '@blueprintjs/core'
import { LANGUAGES, LANGUAGE_NAMES } from 'contracts'
import { currentLanguage, switchLanguage } from '../i18n/language'

/**
 * The public pages' language switch (docs/requirements.md#languages): each other language, by
 * its own name; a choice is kept on the device and the page opens again in it.
 */
export function LanguageSwitch() {
  const speaking = currentLanguage()
  return (
    <nav className="app-language-switch" aria-label="Language / اللغة">
      {LANGUAGES.filter((language) => language !== speaking).map((language) => (
        <Button
          key={language}
          variant="minimal"
          size="small"
          lang={language}
          text={LANGUAGE_NAMES[language]}
          onClick={() => switchLanguage(language)}
        />
      ))}
    </nav>
  )
}
