import {
  Button,
  Callout,
  Card,
  Classes,
  FormGroup,
  H2,
  H3,
  HTMLSelect,
  HTMLTable,
  NonIdealState,
} from '@blueprintjs/core'
import {
  CURRENCY_MESSAGES,
  LBP_ROUNDING_STEPS,
  currencyRateBodySchema,
  currencyRoutes,
  rateMovesFar,
  readRate,
  settingsBodySchema,
} from 'contracts'
import type { Settings } from 'contracts'
import { useState } from 'react'
import { Field, Form } from 'react-final-form'
import { useSWRConfig } from 'swr'
import { apiRequest, requestPath, useApi } from '../../lib/api'
import { formatDateTime } from '../../lib/dates'
import { useQuestion } from '../../lib/forms/useQuestion'
import { zodValidate } from '../../lib/forms/zodValidate'
import { messages, say } from '../../lib/i18n'
import { formatLbp, formatRate, formatUsd } from '../../lib/i18n/money'
import { richMessage } from '../../lib/i18n/richMessage'
import {
  DateTimeField,
  LbpField,
  MoneyField,
  TextField,
  errorMessage,
  serverFailure,
  useSendOnce,
} from '../../lib/resource'
import { usePermissions } from '../../lib/session'
import { toastSuccess } from '../../lib/toaster'
import en from './messages.en.json'

const m = messages(en)

interface RateValues {
  lbpPerUsd?: number | string | null
  effectiveFrom?: string | null
  note?: string
}

const validateRate = zodValidate(currencyRateBodySchema)

/**
 * `/currency-rate`, "Dollar rate": the rate in force, the form that records a
 * new one (typed as people type it, asked again when it moves more than 5%),
 * the history with who set each rate, and the cash settings.
 */
export default function CurrencyRateScreen() {
  const { can } = usePermissions()
  const current = useApi(currencyRoutes.getCurrentRate)
  const history = useApi(currencyRoutes.listCurrencyRates, { query: { pageSize: 50 } })
  const settings = useApi(currencyRoutes.getSettings)
  const { mutate } = useSWRConfig()
  const reread = () =>
    Promise.all([
      mutate(requestPath(currencyRoutes.getCurrentRate)),
      mutate((k) => typeof k === 'string' && k.startsWith('/currency-rate')),
    ])
  const rate = current.data?.Data
  // A rate after the one in force (as the server answered it) is still to come.
  const isFuture = (from: string) =>
    rate !== undefined && Date.parse(from) > Date.parse(rate.effectiveFrom)
  return (
    <div className="currency-rate-screen">
      <H2>{m.title()}</H2>
      <Card>
        {current.error ? (
          <NonIdealState title={m.unread()} description={errorMessage(current.error)} />
        ) : !rate ? (
          <div className={Classes.SKELETON}>…</div>
        ) : (
          <p data-testid="current-rate">
            {richMessage(m.inForce, {
              rate: <strong>{formatRate(rate.lbpPerUsd)}</strong>,
              since: formatDateTime(rate.effectiveFrom),
              name: rate.setBy.name,
            })}
          </p>
        )}
        {can('currencyRate', 'Add') && (
          <RateForm current={rate?.lbpPerUsd} onRecorded={() => void reread()} />
        )}
      </Card>
      <Card>
        <H3>{m.history()}</H3>
        {history.data && (
          <HTMLTable compact striped aria-label={m.rates()}>
            <thead>
              <tr>
                <th>{m.from()}</th>
                <th>{m.rate()}</th>
                <th>{m.setBy()}</th>
                <th>{m.note()}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {history.data.Data.map((r) => (
                <tr key={r.id}>
                  <td>{formatDateTime(r.effectiveFrom)}</td>
                  <td>{formatLbp(r.lbpPerUsd)}</td>
                  <td>{r.setBy.name}</td>
                  <td>{r.note}</td>
                  <td>
                    {can('currencyRate', 'Delete') && isFuture(r.effectiveFrom) && (
                      <Button
                        size="small"
                        variant="minimal"
                        intent="danger"
                        onClick={() =>
                          void apiRequest(currencyRoutes.deleteCurrencyRate, {
                            params: { id: r.id },
                          }).then(reread)
                        }
                      >
                        {m.delete()}
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </Card>
      {settings.data && (
        <SettingsCard
          settings={settings.data.Data}
          editable={can('currencyRate', 'Update')}
          onSaved={() => void mutate(requestPath(currencyRoutes.getSettings))}
        />
      )}
    </div>
  )
}

/** Records a rate once (its Idempotency-Key); a move of more than 5% is asked first. */
function RateForm({
  current,
  onRecorded,
}: {
  current: number | undefined
  onRecorded: () => void
}) {
  const { send, sending } = useSendOnce(currencyRoutes.createCurrencyRate)
  const [refusal, setRefusal] = useState<string>()
  const confirmMove = useQuestion<{ values: RateValues; reset: () => void }>({
    intent: 'warning',
    confirmText: m.recordIt(),
    cancelText: m.goBack(),
    loading: sending,
    say: ({ values }) =>
      current !== undefined &&
      say(CURRENCY_MESSAGES.confirmMove(Number(values.lbpPerUsd), current)),
    onConfirm: ({ values, reset }) => void record(values, reset),
  })
  const record = async (values: RateValues, reset: () => void) => {
    const result = await send({
      body: {
        lbpPerUsd: values.lbpPerUsd,
        ...(values.effectiveFrom ? { effectiveFrom: values.effectiveFrom } : {}),
        note: values.note ?? '',
      },
    })
    confirmMove.close()
    if (!result) return
    if (result.ok) {
      void toastSuccess(m.recorded({ rate: formatRate(result.answer.Data.lbpPerUsd) }))
      reset()
      onRecorded()
    } else setRefusal(result.failure.message)
  }
  return (
    <Form<RateValues>
      onSubmit={(values, form) => {
        setRefusal(undefined)
        const next = Number(values.lbpPerUsd)
        if (rateMovesFar(next, current)) confirmMove.ask({ values, reset: () => form.restart() })
        else return record(values, () => form.restart())
      }}
      validate={(values) => validateRate({ ...values, note: values.note ?? '' })}
      render={({ handleSubmit }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={m.recordRate()}>
          <LbpField name="lbpPerUsd" label={m.lbpPerDollar()} required read={readRate} />
          <DateTimeField name="effectiveFrom" label={m.inForceFrom()} clearable />
          <TextField name="note" label={m.noteOptional()} />
          {refusal && (
            <Callout intent="danger" role="alert">
              {refusal}
            </Callout>
          )}
          <Button type="submit" intent="primary" loading={sending}>
            {m.recordRateButton()}
          </Button>
          {confirmMove.question}
        </form>
      )}
    />
  )
}

type SettingsValues = Omit<Settings, 'updatedAt'>
const validateSettings = zodValidate(settingsBodySchema)

/** VAT, the LBP rounding step and the largest cash difference: the Admin changes them. */
function SettingsCard({
  settings,
  editable,
  onSaved,
}: {
  settings: Settings
  editable: boolean
  onSaved: () => void
}) {
  const { updatedAt: _at, ...initial } = settings
  return (
    <Card>
      <H3>{m.cashSettings()}</H3>
      {!editable ? (
        <p>
          {m.settingsLine({
            vat: settings.vatPercent,
            step: formatLbp(settings.lbpRoundingStep),
            difference: formatUsd(settings.maxCashDifferenceUsd),
          })}
        </p>
      ) : (
        <Form<SettingsValues>
          initialValues={initial}
          validate={validateSettings}
          onSubmit={async (values) => {
            try {
              await apiRequest(currencyRoutes.updateSettings, { body: values })
              void toastSuccess(m.settingsSaved())
              onSaved()
              return undefined
            } catch (error) {
              return { 'FINAL_FORM/form-error': serverFailure(error).message }
            }
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={m.cashSettings()}>
              <TextField name="vatPercent" label={m.vatIncluded()} required />
              <Field<number> name="lbpRoundingStep">
                {({ input }) => (
                  <FormGroup label={m.roundTo()} labelFor="lbp-step">
                    <HTMLSelect
                      id="lbp-step"
                      value={input.value}
                      onChange={(e) => input.onChange(Number(e.currentTarget.value))}
                    >
                      {LBP_ROUNDING_STEPS.map((s) => (
                        <option key={s} value={s}>
                          {formatLbp(s)}
                        </option>
                      ))}
                    </HTMLSelect>
                  </FormGroup>
                )}
              </Field>
              <MoneyField name="maxCashDifferenceUsd" label={m.largestDifference()} required />
              {submitError && (
                <Callout intent="danger" role="alert">
                  {String(submitError)}
                </Callout>
              )}
              <Button type="submit" intent="primary" loading={submitting}>
                {m.saveSettings()}
              </Button>
            </form>
          )}
        />
      )}
    </Card>
  )
}
