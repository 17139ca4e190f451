export {
  getTheme,
  getThemeChoice,
  setThemeChoice,
  startTheme,
  useTheme,
  useThemeChoice,
} from './store'
export { THEME_CHOICES, THEME_STORAGE_KEY } from './theme'
export type { Theme, ThemeChoice } from './theme'
