import { testAccessibleModules } from '../../helpers/screens'

testAccessibleModules({
  customer: { lists: ['/customer', '/customer?isBlocked=true'], forms: [] },
  'points-rate': {
    lists: ['/conversionRate'],
    forms: ['/conversionRate/add', '/conversionRate/1/edit'],
  },
  'loyalty-point': {
    lists: ['/loyaltyPointHistory', '/loyaltyPointHistory?type=earned'],
    forms: [],
  },
})
