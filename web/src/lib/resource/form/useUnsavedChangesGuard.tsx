import { Alert } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { useCallback, useEffect, useRef } from 'react'
import type { MutableRefObject, ReactNode } from 'react'
import { useBlocker } from 'react-router-dom'
import type { BlockerFunction } from 'react-router-dom'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

export interface UnsavedChangesGuard {
  /** The "leave this page?" dialog; render it once. */
  dialog: ReactNode
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through
 * react-router's blocker, closing or reloading the tab through `beforeunload`
 * (where the browser shows its own question).
 */
export function useUnsavedChangesGuard(
  /**
   * Whether the form has unsaved changes, asked at the moment of leaving (not a
   * copy from the last render: a click or a tab close right after typing must
   * be caught too).
   */
  isDirty: () => boolean,
  /** The caller sets it to true to let navigation through (a save just succeeded). */
  leaving: MutableRefObject<boolean>,
  /** What the dialog asks, when leaving loses something other than a form's changes. */
  question: string = m.leaveQuestion(),
): UnsavedChangesGuard {
  const isDirtyRef = useRef(isDirty)
  useEffect(() => {
    isDirtyRef.current = isDirty
  }, [isDirty])

  const blocker = useBlocker(
    useCallback<BlockerFunction>(
      ({ currentLocation, nextLocation }) =>
        isDirtyRef.current() &&
        !leaving.current &&
        currentLocation.pathname !== nextLocation.pathname,
      [leaving],
    ),
  )

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => {
      if (leaving.current || !isDirtyRef.current()) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [leaving])

  const dialog = (
    <Alert
      isOpen={blocker.state === 'blocked'}
      intent="warning"
      icon={<WarningSignIcon />}
      confirmButtonText={m.leave()}
      cancelButtonText={m.stay()}
      canEscapeKeyCancel
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{question}</p>
    </Alert>
  )

  return { dialog }
}
