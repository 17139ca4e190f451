import { useEffect, useId, useRef, useState } from 'react'

/**
 * A date picker's calendar closes when the focus leaves it. Blueprint's date inputs close
 * their popover on a click outside, Escape or Shift+Tab, but not when the focus moves on
 * otherwise (Tab out of the calendar, a click on a label, another field focused by code):
 * two could stand open at once over the form's other fields. This follows the focus: on
 * the input(s) inside `targetRef` or in the popover (`popoverClassName`) the popover is
 * Blueprint's to open and close; anywhere else it is closed (`popoverProps.isOpen`, which
 * Blueprint takes over its own state), until the focus comes back.
 */
export function usePickerFocus() {
  const targetRef = useRef<HTMLDivElement>(null)
  const popoverClassName = `app-picker-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`
  const [focusAway, setFocusAway] = useState(false)
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const to = event.target
      const inside =
        to instanceof Element &&
        (targetRef.current?.contains(to) === true || to.closest(`.${popoverClassName}`) !== null)
      setFocusAway(!inside)
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [popoverClassName])
  return {
    /** The element around the picker's input(s): `display: contents`, no box of its own. */
    targetRef,
    /** Spread into the picker's popoverProps. */
    popoverProps: { popoverClassName, ...(focusAway ? { isOpen: false } : {}) },
  }
}
