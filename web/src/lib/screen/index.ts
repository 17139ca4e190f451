export { NARROW_SCREEN_QUERY, isNarrowScreen, useNarrowScreen } from './useNarrowScreen'
export { useScreenCrumb, useScreenCrumbOf } from './screenCrumb'
