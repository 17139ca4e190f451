import { Card, H2 } from '@blueprintjs/core'
import { customerResource, formatCount, formatUsd, productResource } from 'contracts'
import type { Dashboard } from 'contracts'
import { Link } from 'react-router-dom'
import { resourcePaths } from '../../lib/resource'
import { FigureTable } from './FigureTable'

const productPaths = resourcePaths(productResource)
const customerPaths = resourcePaths(customerResource)

/** The best sellers and the best customers of the range, each opening its own screen. */
export function TopLists({ dashboard }: { dashboard: Dashboard }) {
  return (
    <div className="dashboard-charts">
      <Card className="dashboard-panel" role="region" aria-labelledby="top-products">
        <H2 id="top-products" className="dashboard-panel-title">
          Top products
        </H2>
        <FigureTable
          caption="Best sellers by quantity"
          rows={dashboard.topProducts}
          rowKey={(p) => p.productId}
          columns={[
            {
              label: 'Product',
              cell: (p) => <Link to={productPaths.view(p.productId)}>{p.name}</Link>,
            },
            { label: 'Quantity', cell: (p) => formatCount(p.quantity), numeric: true },
            { label: 'Revenue', cell: (p) => formatUsd(p.revenue), numeric: true },
          ]}
        />
      </Card>
      <Card className="dashboard-panel" role="region" aria-labelledby="top-customers">
        <H2 id="top-customers" className="dashboard-panel-title">
          Top customers
        </H2>
        <FigureTable
          caption="Best customers by orders and spend"
          rows={dashboard.topCustomers}
          rowKey={(c) => c.customerId}
          columns={[
            {
              label: 'Customer',
              cell: (c) => <Link to={customerPaths.opened(c.customerId)}>{c.name}</Link>,
            },
            { label: 'Orders', cell: (c) => formatCount(c.orders), numeric: true },
            { label: 'Spent', cell: (c) => formatUsd(c.spent), numeric: true },
          ]}
        />
      </Card>
    </div>
  )
}
