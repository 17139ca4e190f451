export { aboutRows, exportFileName, useExporter } from './about'
export type { ExportAbout } from './about'
