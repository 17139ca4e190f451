/** Charts drawn with uPlot in the theme's colours (the dashboard's, the reports'). */
export { UPlotChart, themedOptions } from './UPlotChart'
