import { Tab, TabPanel, Tabs } from '@blueprintjs/core'
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
const TABS_ID = 'record-tabs'

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
        id={TABS_ID}
        selectedTabId={tab}
        onChange={(id) => setTab(id === 'history' ? 'history' : 'details')}
      >
        <Tab id="details" title="Details" />
        <Tab id="history" title="History" />
      </Tabs>
      {/* Blueprint's own panels, outside the Tabs so the form stays mounted and each tab's
          aria-controls names a panel that is there (hidden while the other tab shows). */}
      <TabPanel
        id="history"
        parentId={TABS_ID}
        selectedTabId={tab}
        panel={tab === 'history' ? <RecordHistory module={module} recordId={recordId} /> : <></>}
      />
      <TabPanel
        id="details"
        parentId={TABS_ID}
        selectedTabId={tab}
        className="resource-form-details"
        panel={<>{children}</>}
      />
    </>
  )
}
