import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'currencyRate',
  screens: {
    '/currency-rate': () => import('./CurrencyRateScreen'),
  },
} satisfies ModuleDescriptor
