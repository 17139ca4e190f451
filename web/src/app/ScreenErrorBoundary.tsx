import { Button, NonIdealState } from '@blueprintjs/core'
import { OfflineIcon, RefreshIcon, WarningSignIcon } from '@blueprintjs/icons'
import { Component } from 'react'
import type { ErrorInfo, ReactNode } from 'react'
import { messages } from '../lib/i18n'
import { ChunkLoadError } from './lazyScreen'
import en from './messages.en.json'

const m = messages(en)

interface Props {
  children: ReactNode
  /** Clears the error when it changes (the employee went elsewhere). */
  resetKey?: string
}

interface State {
  error: Error | undefined
}

/**
 * Looks like a chunk that failed to arrive (stale deploy, offline, timeout): a screen's,
 * or one a screen loads later (the date picker, the charts), its script or its CSS
 * (Vite's "Unable to preload CSS for …").
 */
export function isChunkError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically|Loading chunk|Unable to preload CSS/i.test(
      error.message,
    )
  )
}

/** A failed screen shows a message and a Reload button, never a white page. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error)
      this.setState({ error: undefined })
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    const chunk = isChunkError(error)
    return (
      <div className="app-center" role="alert">
        <NonIdealState
          icon={chunk ? <OfflineIcon size={48} /> : <WarningSignIcon size={48} />}
          title={chunk ? m.screenNotLoaded() : m.somethingWrong()}
          description={chunk ? m.screenNotLoadedText() : m.somethingWrongText()}
          action={
            <Button
              intent="primary"
              icon={<RefreshIcon />}
              onClick={() => window.location.reload()}
            >
              {m.reload()}
            </Button>
          }
        />
      </div>
    )
  }
}
