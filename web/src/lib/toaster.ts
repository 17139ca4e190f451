import { OverlayToaster, Position } from '@blueprintjs/core'
import type { Intent, Toaster, ToastProps } from '@blueprintjs/core'
import { MESSAGE_DURATION_MS } from 'contracts'

let toasterPromise: Promise<Toaster> | undefined

/** The one toaster of the app, created on first use. */
export function getToaster(): Promise<Toaster> {
  toasterPromise ??= OverlayToaster.create({ position: Position.TOP, maxToasts: 4 })
  return toasterPromise
}

/** Shows a toast; every toast lasts MESSAGE_DURATION_MS (docs/requirements.md#error-catalogue, docs/requirements.md#constants). */
export async function showToast(
  message: string,
  intent: Intent = 'none',
  props: Omit<ToastProps, 'message' | 'intent' | 'timeout'> = {},
): Promise<string> {
  const toaster = await getToaster()
  return toaster.show({ ...props, message, intent, timeout: MESSAGE_DURATION_MS })
}

export const toastSuccess = (message: string) => showToast(message, 'success')
export const toastError = (message: string) => showToast(message, 'danger')
