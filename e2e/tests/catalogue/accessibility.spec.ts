import { testAccessibleModules } from '../../helpers/screens'

testAccessibleModules({
  category: { lists: ['/category'], forms: ['/category/add'] },
  'sub-category': { lists: ['/subcategory'], forms: ['/subcategory/add'] },
  product: { lists: ['/product'], forms: ['/product/12/edit'] },
})
