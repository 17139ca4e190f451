import type { ModuleDescriptor } from '../../lib/module'

export default {
  key: null,
  screens: {},
  publicScreens: {
    '/register': { load: () => import('./RegisterScreen') },
    '/404': { load: () => import('./NotFoundScreen') },
    '/500': { load: () => import('./ServerErrorScreen') },
    '/terms-and-conditions': { load: () => import('./TermsScreen') },
    '/download': { load: () => import('./DownloadScreen') },
  },
} satisfies ModuleDescriptor
