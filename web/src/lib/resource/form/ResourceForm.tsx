import { Button, Callout, Card, Classes, H2, NonIdealState, Tab, Tabs } from '@blueprintjs/core'
import { ErrorIcon, FloppyDiskIcon, WarningSignIcon } from '@blueprintjs/icons'
import arrayMutators from 'final-form-arrays'
import { useCallback, useRef, useState } from 'react'
import type { MutableRefObject, ReactNode } from 'react'
import { Form, useForm, useFormState } from 'react-final-form'
import { useNavigate } from 'react-router-dom'
import { errorMessage } from '../errors/errorMessage'
import { usePermissions } from '../../session'
import { RecordHistory } from '../history/RecordHistory'
import { useListReturnPath } from '../list/returnTo'
import { LinkButton } from '../table/LinkButton'
import { titleOf } from '../types'
import type { Resource } from '../types'
import { ConflictCallout } from './ConflictCallout'
import type { FormController, FormValues } from './useFormController'
import { useUnsavedChangesGuard } from './useUnsavedChangesGuard'
import '../resource.css'

interface ResourceFormProps<R extends Resource> {
  controller: FormController<R>
  title?: string
  /** Names of the fields for the conflict message. */
  labels?: Readonly<Record<string, string>>
  children: ReactNode
}

/**
 * An add/edit form: react-final-form validated by the contract's input
 * schema, server errors on their fields, a guard against leaving unsaved
 * changes, the 409 callout, and a Save that cannot be pressed twice. A
 * record's form has a History tab (its audit trail) for those who may read it.
 */
export function ResourceForm<R extends Resource>(props: ResourceFormProps<R>) {
  const { controller, labels, children } = props
  const navigate = useNavigate()
  // Saved and on its way back to the list: the router keeps this form on screen until
  // the list has loaded, and Save must not send the record a second time meanwhile.
  const leaving = useRef(false)
  const back = useListReturnPath(controller.listPath)
  const noun = titleOf(controller.resource)
  const title = props.title ?? (controller.mode === 'add' ? `Add ${noun}` : `Edit ${noun}`)
  const [tab, setTab] = useState<'details' | 'history'>('details')
  const { can } = usePermissions()
  const recordId = controller.mode === 'edit' ? controller.record?.id : undefined
  const withHistory = recordId !== undefined && can('audit', 'View')

  if (controller.loadError) {
    return (
      <NonIdealState
        icon={<ErrorIcon size={48} />}
        title={`This ${noun.toLowerCase()} could not be opened`}
        description={errorMessage(controller.loadError)}
        action={<LinkButton to={controller.listPath}>Back to the list</LinkButton>}
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

  const onSubmit = async (values: FormValues) => {
    if (leaving.current) return undefined
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
        <form className="resource-form" onSubmit={handleSubmit} noValidate>
          <H2>{title}</H2>
          {withHistory && (
            <Tabs
              id="record-tabs"
              selectedTabId={tab}
              onChange={(id) => setTab(id === 'history' ? 'history' : 'details')}
            >
              <Tab id="details" title="Details" />
              <Tab id="history" title="History" />
            </Tabs>
          )}
          {withHistory && tab === 'history' && (
            <RecordHistory module={controller.resource.key} recordId={recordId} />
          )}
          <div className={tab === 'history' ? 'resource-form-hidden' : 'resource-form-details'}>
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
              <LinkButton to={back}>Cancel</LinkButton>
              <Button
                type="submit"
                intent="primary"
                icon={<FloppyDiskIcon />}
                loading={submitting || submitSucceeded}
                disabled={submitting || submitSucceeded}
              >
                Save
              </Button>
            </Card>
          </div>
          <LeaveGuard leaving={leaving} />
        </form>
      )}
    />
  )
}

/** The message of a failed save that belongs to no field. */
function SubmitErrorCallout() {
  const { submitError, submitFailed, dirtySinceLastSubmit } = useFormState({
    subscription: { submitError: true, submitFailed: true, dirtySinceLastSubmit: true },
  })
  if (!submitFailed || !submitError || dirtySinceLastSubmit) return null
  return (
    <Callout intent="danger" icon={<WarningSignIcon />} role="alert">
      {String(submitError)}
    </Callout>
  )
}

function LeaveGuard({ leaving }: { leaving: MutableRefObject<boolean> }) {
  const form = useForm()
  const isDirty = useCallback(() => Boolean(form.getState().dirty), [form])
  return useUnsavedChangesGuard(isDirty, leaving).dialog
}
