import { Tab, Tabs } from '@blueprintjs/core'
import type { ModuleKey } from 'contracts'
import { useState } from 'react'
import type { ReactNode } from 'react'
import { usePermissions } from '../../session'
import { RecordHistory } from './RecordHistory'

/**
 * A record's screen (edit or read view) as two tabs: Details (its fields,
 * which stay mounted while the history shows) and History, its audit trail,
 * for those whose role may read it. A new record has only its fields.
 */
export function RecordTabs(props: {
  module: ModuleKey
  recordId: number | undefined
  children: ReactNode
}) {
  const { module, recordId, children } = props
  const [tab, setTab] = useState<'details' | 'history'>('details')
  const { can } = usePermissions()
  if (recordId === undefined || !can('audit', 'View')) return children
  return (
    <>
      <Tabs
        id="record-tabs"
        selectedTabId={tab}
        onChange={(id) => setTab(id === 'history' ? 'history' : 'details')}
      >
        <Tab id="details" title="Details" />
        <Tab id="history" title="History" />
      </Tabs>
      {tab === 'history' && <RecordHistory module={module} recordId={recordId} />}
      <div className={tab === 'history' ? 'resource-form-hidden' : 'resource-form-details'}>
        {children}
      </div>
    </>
  )
}
