import { Button, Classes, ProgressBar } from '@blueprintjs/core'
import { MediaIcon, TrashIcon, UploadIcon } from '@blueprintjs/icons'
import { UPLOAD_MIME_TYPES } from 'contracts'
import { useRef, useState } from 'react'
import type { DragEvent } from 'react'
import { useField } from 'react-final-form'
import { errorMessage } from '../errors/errorMessage'
import { FieldFrame, fieldId } from '../fields/FieldFrame'
import { fieldError } from '../fields/fieldError'
import { isLoadableImage } from '../table/cells'
import { UPLOAD_MAX_MEGABYTES, imageFileProblem, uploadImage } from './uploadImage'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/**
 * An image field: pick or drop a file, see it, watch it upload; the stored
 * image's URL goes into the form. Wrong type or size is refused before
 * sending, and the server's refusal (413, 400) is shown in its words.
 */
export function ImageField({
  name,
  label = m.image(),
  shownAt,
}: {
  name: string
  label?: string
  /** The size the app shows the image at, said in the hint ("shown at 1200 × 600 px"). */
  shownAt?: { width: number; height: number }
}) {
  const { input, meta } = useField<string>(name)
  const [progress, setProgress] = useState<number>()
  const [problem, setProblem] = useState<string>()
  const [dragging, setDragging] = useState(false)
  const picker = useRef<HTMLInputElement>(null)
  const id = fieldId(name)
  const error = problem ?? fieldError(meta)

  const take = async (file: File | undefined) => {
    if (!file || progress !== undefined) return
    const refusal = imageFileProblem(file)
    setProblem(refusal)
    if (refusal) return
    setProgress(0)
    try {
      input.onChange(await uploadImage(file, { onProgress: setProgress }))
    } catch (caught) {
      setProblem(errorMessage(caught))
    } finally {
      setProgress(undefined)
      input.onBlur()
    }
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void take(event.dataTransfer.files[0])
  }

  return (
    <FieldFrame
      id={id}
      label={label}
      error={error}
      helperText={
        shownAt
          ? m.uploadLimitShownAt({ megabytes: UPLOAD_MAX_MEGABYTES, ...shownAt })
          : m.uploadLimit({ megabytes: UPLOAD_MAX_MEGABYTES })
      }
    >
      <div
        className="resource-image-drop"
        data-dragging={dragging}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {isLoadableImage(input.value) ? (
          <img
            className="resource-image-preview"
            src={input.value}
            alt={m.imagePreview({ label })}
          />
        ) : (
          <MediaIcon size={48} className={Classes.TEXT_MUTED} />
        )}
        <div>
          <input
            ref={picker}
            id={id}
            type="file"
            accept={UPLOAD_MIME_TYPES.join(',')}
            hidden
            aria-describedby={`${id}-message`}
            onChange={(event) => {
              void take(event.currentTarget.files?.[0])
              event.currentTarget.value = ''
            }}
          />
          <Button
            icon={<UploadIcon />}
            disabled={progress !== undefined}
            onClick={() => picker.current?.click()}
          >
            {input.value ? m.replaceImage() : m.chooseImage()}
          </Button>{' '}
          {input.value && (
            <Button
              icon={<TrashIcon />}
              variant="minimal"
              disabled={progress !== undefined}
              onClick={() => {
                setProblem(undefined)
                input.onChange('')
              }}
            >
              {m.remove()}
            </Button>
          )}
          {progress !== undefined && (
            <ProgressBar
              className="resource-upload-progress"
              value={progress}
              intent="primary"
              aria-label={m.uploadProgress()}
            />
          )}
        </div>
      </div>
    </FieldFrame>
  )
}
