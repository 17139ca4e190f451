/**
 * What the order screens and the board share about riders (the rider module
 * has its own screens): who has an order, and choosing who takes it out.
 */
export { RiderContact } from './RiderPhone'
export { RiderChoiceField } from './RiderChoiceField'
export { carrying, onShiftFirstFree, useRiderChoices } from './useRiderChoices'
