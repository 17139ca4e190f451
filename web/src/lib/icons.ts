import { Icons, IconSize } from '@blueprintjs/icons'
import type { IconName, IconPaths } from '@blueprintjs/icons'
import chevronLeft16 from '@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left'
import chevronLeft20 from '@blueprintjs/icons/lib/esm/generated/20px/paths/chevron-left'

/**
 * Blueprint icons, one by one (docs/requirements.md#web-conventions). Our code renders icon components
 * (`<MenuIcon />`), which carry their own paths. Blueprint's default loader
 * would fetch every icon's paths the first time an icon is named by a string;
 * this loader only knows the few names Blueprint itself uses as strings, and
 * vite.config.ts keeps the all-icons loaders out of the bundle altogether.
 */
const PATHS: Partial<Record<IconName, { 16: IconPaths; 20: IconPaths }>> = {
  'chevron-left': { 16: chevronLeft16, 20: chevronLeft20 },
}

export function installIconLoader(): void {
  Icons.setLoaderOptions({
    loader: async (name, size) => {
      const paths = PATHS[name]
      if (!paths) {
        console.warn(`Icon "${name}" is not bundled; render its component instead (lib/icons.ts).`)
        return []
      }
      return size >= IconSize.LARGE ? paths[20] : paths[16]
    },
  })
}
