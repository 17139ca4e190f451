import { useEffect } from 'react'

/** "(2) New orders · <the app's title>" while orders wait; the title comes back after. */
export function useAlertTitle(count: number) {
  useEffect(() => {
    if (count === 0) return
    const title = document.title
    document.title = `(${count}) New orders · ${title}`
    return () => {
      document.title = title
    }
  }, [count])
}
