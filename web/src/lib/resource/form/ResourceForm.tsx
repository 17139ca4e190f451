import { Alert, Button, Callout, Card, Classes, H2, NonIdealState } from '@blueprintjs/core'
import { EditIcon, ErrorIcon, FloppyDiskIcon, WarningSignIcon } from '@blueprintjs/icons'
import { recordRoute } from 'contracts'
import arrayMutators from 'final-form-arrays'
import { useCallback, useRef, useState } from 'react'
import type { MutableRefObject, ReactNode } from 'react'
import { Form, useForm, useFormState } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { useScreenCrumb } from '../../screen'
import { errorMessage } from '../errors/errorMessage'
import { RecordTabs } from '../history/RecordTabs'
import { useListReturnPath } from '../list/returnTo'
import { LinkButton } from '../table/LinkButton'
import { titleOf } from '../types'
import type { Resource } from '../types'
import { ConflictCallout } from './ConflictCallout'
import { ReadOnlyContext } from './readOnly'
import type { FormController, FormValues } from './useFormController'
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard'
import '../resource.css'
import { messages, say } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

interface ResourceFormProps<R extends Resource> {
  controller: FormController<R>
  title?: string
  /** Names of the fields for the conflict message. */
  labels?: Readonly<Record<string, string>>
  /**
   * A question to ask before saving these values over the loaded ones (a price
   * ten times what it was), in words; undefined to save at once.
   */
  confirmSave?: (saved: FormValues, values: FormValues) => string | undefined
  children: ReactNode
}

/**
 * An add/edit form: react-final-form validated by the contract's input
 * schema, server errors on their fields, a guard against leaving unsaved
 * changes, the 409 callout, and a Save that cannot be pressed twice. A saved
 * record's screen, edited or read, has a History tab (RecordTabs).
 * At a record's path without "edit" (`/category/3`) the same fields make its
 * read view (see ReadView).
 */
export function ResourceForm<R extends Resource>(props: ResourceFormProps<R>) {
  const { controller, labels, children, confirmSave } = props
  const navigate = useNavigate()
  const [asking, setAsking] = useState<{ question: string; answer: (yes: boolean) => void }>()
  // Saved and on its way back to the list: the router keeps this form on screen until
  // the list has loaded, and Save must not send the record a second time meanwhile.
  const leaving = useRef(false)
  const back = useListReturnPath(controller.listPath)
  const noun = titleOf(controller.resource)
  // A record's screen is named after the record in the breadcrumb ("Categories › Soups").
  useScreenCrumb(controller.mode === 'add' ? undefined : controller.recordName || undefined)
  const title =
    props.title ??
    (controller.mode === 'add'
      ? m.addTitle({ noun })
      : controller.mode === 'edit'
        ? m.editTitle({ noun })
        : [noun, controller.recordName].filter(Boolean).join(': '))

  if (controller.loadError) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={m.cannotOpen({ noun: noun.toLowerCase() })}
        description={errorMessage(controller.loadError)}
        action={<LinkButton to={controller.listPath}>{m.backToList()}</LinkButton>}
      />
    )
  }
  if (controller.isLoading) {
    return (
      <Card className={Classes.SKELETON} aria-busy>
        <H2>{title}</H2>
      </Card>
    )
  }

  if (controller.mode === 'view') {
    return (
      <ReadView controller={controller} title={title} back={back}>
        {children}
      </ReadView>
    )
  }

  const onSubmit = async (values: FormValues) => {
    if (leaving.current) return undefined
    const question =
      controller.mode === 'edit' ? confirmSave?.(controller.initialValues, values) : undefined
    if (question) {
      const yes = await new Promise<boolean>((answer) => setAsking({ question, answer }))
      setAsking(undefined)
      if (!yes) return undefined
    }
    const result = await controller.save(values)
    if (!result.ok) return result.errors
    leaving.current = true
    void navigate(back)
    return undefined
  }

  return (
    <Form<FormValues>
      onSubmit={onSubmit}
      initialValues={controller.initialValues}
      validate={controller.validate}
      mutators={{ ...arrayMutators }}
      keepDirtyOnReinitialize
      render={({ handleSubmit, submitting, submitSucceeded, submitError }) => (
        <form
          className="resource-form"
          onSubmit={(event) => {
            const form = event.currentTarget
            const focused = document.activeElement
            // Refused (by the contract at once, or by the server later): the first field
            // in error is brought into view and focused, unless the employee has moved on.
            void Promise.resolve(handleSubmit(event)).then(() => showFirstError(form, focused))
          }}
          noValidate
        >
          <H2>{title}</H2>
          <RecordTabs
            module={controller.resource.key}
            recordId={controller.mode === 'edit' ? controller.record?.id : undefined}
          >
            {controller.conflict ? (
              <ConflictCallout
                conflict={controller.conflict}
                message={typeof submitError === 'string' ? submitError : undefined}
                labels={labels}
                onLoadTheirs={controller.loadTheirs}
                listPath={back}
              />
            ) : (
              <SubmitErrorCallout />
            )}
            {children}
            <Card compact elevation={2} className="resource-form-footer">
              <LinkButton to={back}>{m.cancel()}</LinkButton>
              <Button
                type="submit"
                intent="primary"
                icon={<FloppyDiskIcon />}
                loading={submitting || submitSucceeded}
                disabled={submitting || submitSucceeded}
              >
                {m.save()}
              </Button>
            </Card>
          </RecordTabs>
          <LeaveGuard leaving={leaving} />
          <Alert
            isOpen={asking !== undefined}
            intent="warning"
            icon={<WarningSignIcon />}
            confirmButtonText={m.saveAnyway()}
            cancelButtonText={m.goBack()}
            onConfirm={() => asking?.answer(true)}
            onCancel={() => asking?.answer(false)}
            canEscapeKeyCancel
          >
            <p>{asking?.question}</p>
          </Alert>
        </form>
      )}
    />
  )
}

interface ReadViewProps<R extends Resource> {
  controller: FormController<R>
  title: string
  back: string
  children: ReactNode
}

/**
 * A record read, not edited (react-admin's `<Show>`): the form's own fields in a
 * disabled fieldset (no input takes a keystroke, whatever the field) under a
 * read-only context (parts leave out their own buttons), and no Save, no
 * unsaved-changes guard. Edit is offered to those whose role allows Update.
 */
function ReadView<R extends Resource>({ controller, title, back, children }: ReadViewProps<R>) {
  const { resource, record, canUpdate } = controller
  const editTo = record && canUpdate ? recordRoute(resource.key, record.id, 'edit') : undefined
  return (
    <Form<FormValues>
      onSubmit={() => undefined}
      initialValues={controller.initialValues}
      mutators={{ ...arrayMutators }}
      render={() => (
        <form
          className="resource-form resource-read-view"
          aria-label={title}
          onSubmit={(event) => event.preventDefault()}
        >
          <H2>{title}</H2>
          <RecordTabs module={resource.key} recordId={record?.id}>
            <ReadOnlyContext.Provider value>
              <fieldset disabled className="resource-read-fields">
                {children}
              </fieldset>
            </ReadOnlyContext.Provider>
            <Card compact elevation={2} className="resource-form-footer">
              <LinkButton to={back}>{m.backToList()}</LinkButton>
              {editTo && (
                <LinkButton to={editTo} intent="primary" icon={<EditIcon />}>
                  {m.edit()}
                </LinkButton>
              )}
            </Card>
          </RecordTabs>
        </form>
      )}
    />
  )
}

/**
 * After a refused save: the first field in error, in the order of the form, is scrolled to
 * the middle of the screen and focused (its input, or the first control of a field group
 * marked in error); with none, the form's own message is brought into view. Runs once the
 * fields have drawn their errors. An employee who went on to another field meanwhile (typing
 * right after pressing Save) keeps the focus there: what they type must land where they put it.
 */
function showFirstError(form: HTMLFormElement, focusedAtSubmit: Element | null) {
  setTimeout(() => {
    if (!form.isConnected) return // saved: on its way back to the list
    const now = document.activeElement
    if (now !== focusedAtSubmit && now !== null && now !== document.body) return
    const first = form.querySelector<HTMLElement>(
      `[aria-invalid="true"], .${Classes.FORM_GROUP}.${Classes.INTENT_DANGER}`,
    )
    const target =
      first && first.getAttribute('aria-invalid') !== 'true'
        ? first.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button')
        : first
    if (target) {
      target.focus({ preventScroll: true })
      target.scrollIntoView?.({ block: 'center' })
      return
    }
    form.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' })
  })
}

/** The message of a failed save that belongs to no field. */
function SubmitErrorCallout() {
  const { submitError, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, submitFailed: true, dirtySinceLastSubmit: true },
  })
  if (!submitFailed || !submitError || dirtySinceLastSubmit) return null
  return (
    <Callout intent="danger" icon={<WarningSignIcon />} role="alert">
      {say(String(submitError))}
    </Callout>
  )
}

function LeaveGuard({ leaving }: { leaving: MutableRefObject<boolean> }) {
  const form = useForm()
  const isDirty = useCallback(() => Boolean(form.getState().dirty), [form])
  return useUnsavedChangesGuard(isDirty, leaving).dialog
}
