import type { ModuleDescriptor } from '../../lib/module'
import LoginScreen from './LoginScreen'

export default {
  key: null,
  screens: {},
  publicScreens: {
    // Where nearly every visit starts: part of the first script (src/app/start.tsx).
    '/login': { screen: LoginScreen },
    '/send-email': { load: () => import('./SendEmailScreen') },
    '/reset-password': { load: () => import('./ResetPasswordScreen') },
  },
} satisfies ModuleDescriptor
