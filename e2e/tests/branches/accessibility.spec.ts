import { testAccessibleModules } from '../../helpers/screens'

testAccessibleModules({
  branch: {
    lists: ['/branch'],
    forms: ['/branch/add', '/branch/1/edit'],
  },
})
