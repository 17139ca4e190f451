import { testAccessibleModules } from '../../helpers/screens'

testAccessibleModules({
  'rejection-reason': {
    lists: ['/rejection'],
    forms: ['/rejection/add', '/rejection/1/edit'],
  },
  'delivery-charge': {
    lists: ['/delivery-charge', '/delivery-charge?branchId=2'],
    forms: ['/delivery-charge/add', '/delivery-charge/1/edit'],
  },
})
