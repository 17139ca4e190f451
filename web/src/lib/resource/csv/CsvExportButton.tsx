import { Button, Classes, Dialog, DialogBody, DialogFooter, ProgressBar } from '@blueprintjs/core'
import { DownloadIcon } from '@blueprintjs/icons'
import { useRef, useState } from 'react'
import { toastError, toastSuccess } from '../../toaster'
import { errorMessage } from '../errors/errorMessage'
import type { ListController } from '../list/useListController'
import type { ListResource, RecordOf } from '../types'
import { exportFileName, useExporter } from '../../export'
import type { FilterTag } from '../list/filterTags'
import { downloadCsv, exportCsv } from './exportCsv'
import { listAbout } from './listAbout'
import type { CsvColumn, CsvFooter, ExportProgress } from './exportCsv'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface CsvExportButtonProps<R extends ListResource> {
  controller: ListController<R>
  columns: readonly CsvColumn<RecordOf<R>>[]
  /** The list, as the file's first rows say it: "Orders". */
  title: string
  /** The list in the file's name: "orders" (then the branch and the range). */
  filename: string
  /** The filters set, in words (the toolbar's tags). */
  tags: readonly FilterTag[]
  footer?: CsvFooter<RecordOf<R>>
}

/** Exports the list as filtered now, with a progress bar while its pages arrive. */
export function CsvExportButton<R extends ListResource>(props: CsvExportButtonProps<R>) {
  const { controller, columns, title, filename, tags, footer } = props
  const exporter = useExporter()
  const [progress, setProgress] = useState<ExportProgress>()
  const abort = useRef<AbortController | undefined>(undefined)

  const start = async () => {
    abort.current = new AbortController()
    setProgress({ fetched: 0, total: controller.list.total })
    try {
      const about = listAbout(title, controller.state, tags, exporter, Date.now())
      const csv = await exportCsv({
        resource: controller.resource,
        state: controller.state,
        columns,
        about,
        footer,
        onProgress: setProgress,
        signal: abort.current.signal,
      })
      downloadCsv(exportFileName({ ...about, report: filename }, 'csv'), csv)
      void toastSuccess(m.csvDownloaded())
    } catch (error) {
      if (!abort.current.signal.aborted) void toastError(errorMessage(error))
    } finally {
      setProgress(undefined)
    }
  }

  const share = progress && progress.total > 0 ? progress.fetched / progress.total : 0
  return (
    <>
      <Button
        icon={<DownloadIcon />}
        disabled={progress !== undefined}
        onClick={() => void start()}
      >
        {m.exportCsv()}
      </Button>
      <Dialog isOpen={progress !== undefined} title={m.exportingCsv()} isCloseButtonShown={false}>
        <DialogBody>
          <ProgressBar value={share} intent="primary" aria-label={m.exportProgress()} />
          <p className={Classes.TEXT_MUTED}>
            {m.exportedRows({ fetched: progress?.fetched ?? 0, total: progress?.total ?? 0 })}
          </p>
        </DialogBody>
        <DialogFooter
          actions={<Button onClick={() => abort.current?.abort()}>{m.cancel()}</Button>}
        />
      </Dialog>
    </>
  )
}
