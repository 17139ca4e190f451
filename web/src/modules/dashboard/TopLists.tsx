import { Card, H2 } from '@blueprintjs/core'
import { customerResource, productResource } from 'contracts'
import type { Dashboard } from 'contracts'
import { Link } from 'react-router-dom'
import { resourcePaths } from '../../lib/resource'
import { FigureTable } from './FigureTable'
import { m } from './figures'
import { formatCount } from '../../lib/i18n'
import { formatUsd } from '../../lib/i18n/money'

const productPaths = resourcePaths(productResource)
const customerPaths = resourcePaths(customerResource)

/** The best sellers and the best customers of the range, each opening its own screen. */
export function TopLists({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="dashboard-charts">
      <Card className="dashboard-panel" role="region" aria-labelledby="top-products">
        <H2 id="top-products" className="dashboard-panel-title">
          {m.topProducts()}
        </H2>
        <FigureTable
          caption={m.bestSellers()}
          rows={dashboard.topProducts}
          rowKey={(p) => p.productId}
          columns={[
            {
              label: m.product(),
              cell: (p) => <Link to={productPaths.view(p.productId)}>{p.name}</Link>,
            },
            { label: m.quantity(), cell: (p) => formatCount(p.quantity), numeric: true },
            { label: m.revenue(), cell: (p) => formatUsd(p.revenue), numeric: true },
          ]}
        />
      </Card>
      <Card className="dashboard-panel" role="region" aria-labelledby="top-customers">
        <H2 id="top-customers" className="dashboard-panel-title">
          {m.topCustomers()}
        </H2>
        <FigureTable
          caption={m.bestCustomers()}
          rows={dashboard.topCustomers}
          rowKey={(c) => c.customerId}
          columns={[
            {
              label: m.customer(),
              cell: (c) => <Link to={customerPaths.opened(c.customerId)}>{c.name}</Link>,
            },
            { label: m.orders(), cell: (c) => formatCount(c.orders), numeric: true },
            { label: m.spent(), cell: (c) => formatUsd(c.spent), numeric: true },
          ]}
        />
      </Card>
    </div>
  )
}
