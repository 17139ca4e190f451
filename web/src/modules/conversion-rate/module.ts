import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'conversionRate',
  screens: {
    '/conversionRate': () => import('./ConversionRateListScreen'),
    '/conversionRate/add': () => import('./ConversionRateFormScreen'),
    '/conversionRate/:rateId': () => import('./ConversionRateFormScreen'),
    '/conversionRate/:rateId/edit': () => import('./ConversionRateFormScreen'),
  },
} satisfies ModuleDescriptor
