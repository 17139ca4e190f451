import { useEffect } from 'react'
import { messages } from '../../lib/i18n'
import en from './messages.en.json'

const m = messages(en)

/** "(2) New orders · <the app's title>" while orders wait; the title comes back after. */
export function useAlertTitle(count: number) {
  useEffect(() => {
    if (count === 0) return
    const title = document.title
    document.title = m.tabTitle({ count, title })
    return () => {
      document.title = title
    }
  }, [count])
}
