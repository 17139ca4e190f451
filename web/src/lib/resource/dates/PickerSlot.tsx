import { Component, Suspense } from 'react'
import type { ErrorInfo, ReactNode } from 'react'

interface PickerSlotProps {
  /** The read-only box: shown while the picker's code is on its way, and if it cannot come. */
  box: ReactNode
  /** The lazy picker. */
  children: ReactNode
}

/**
 * Where a lazy date picker goes. Its code (date-fns, react-day-picker and their CSS) is
 * fetched after the screen: offline, with a screen opened before but its picker never
 * fetched, or after a newer deploy removed the old files, it cannot come. The read-only
 * box then stays, and the screen keeps working (its filters and values still show)
 * instead of failing whole.
 */
export class PickerSlot extends Component<PickerSlotProps, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The date picker could not be loaded', error, info.componentStack)
  }

  override render() {
    const { box, children } = this.props
    if (this.state.failed) return box
    return <Suspense fallback={box}>{children}</Suspense>
  }
}
