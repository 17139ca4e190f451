import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: 'banner',
  screens: {
    '/banner': () => import('./BannerListScreen'),
    '/banner/add': () => import('./BannerFormScreen'),
    '/banner/:bannerId': () => import('./BannerFormScreen'),
    '/banner/:bannerId/edit': () => import('./BannerFormScreen'),
  },
} satisfies ModuleDescriptor
