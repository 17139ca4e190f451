export { NARROW_SCREEN_QUERY, isNarrowScreen, useNarrowScreen } from './useNarrowScreen'
