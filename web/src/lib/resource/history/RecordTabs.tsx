import { Tab, TabPanel, Tabs } from '@blueprintjs/core'
import type { ModuleKey } from 'contracts'
import { useId, useState } from 'react'
import type { ReactNode } from 'react'
import { usePermissions } from '../../session'
import { RecordHistory } from './RecordHistory'
import { messages } from '../../i18n'
import en from '../messages.en.json'

const m = messages(en)

/**
 * A record's screen (edit or read view, an order, a customer's drawer, a wallet's
 * transactions) as two tabs: Details (its content, which stays mounted while the
 * history shows) and History, its audit trail, for those whose role may read it.
 * A new record has only its content.
 */
export function RecordTabs(props: {
  module: ModuleKey
  recordId: number | undefined
  /** The first tab's title: "Details" unless the content is something else ("Transactions"). */
  detailsTitle?: string
  children: ReactNode
}) {
  const { module, recordId, children } = props
  const tabsId = `record-tabs${useId()}`
  const [tab, setTab] = useState<'details' | 'history'>('details')
  const { can } = usePermissions()
  if (recordId === undefined || !can('audit', 'View')) return children
  return (
    <>
      <Tabs
        id={tabsId}
        selectedTabId={tab}
        onChange={(id) => setTab(id === 'history' ? 'history' : 'details')}
      >
        <Tab id="details" title={props.detailsTitle ?? m.details()} />
        <Tab id="history" title={m.history()} />
      </Tabs>
      {/* Blueprint's own panels, outside the Tabs so the details stay mounted and each tab's
          aria-controls names a panel that is there (hidden while the other tab shows). */}
      <TabPanel
        id="history"
        parentId={tabsId}
        selectedTabId={tab}
        panel={tab === 'history' ? <RecordHistory module={module} recordId={recordId} /> : <></>}
      />
      <TabPanel
        id="details"
        parentId={tabsId}
        selectedTabId={tab}
        className="resource-form-details"
        panel={<>{children}</>}
      />
    </>
  )
}
