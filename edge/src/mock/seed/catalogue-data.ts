import type { SeedImageKey } from './images'

/**
 * The menu of the seed: a Lebanese kitchen, USD prices. Each sub-category
 * lists its products as [English, Arabic, price].
 */
type Item = readonly [string, string, number]
interface SubData {
  en: string
  ar: string
  items: readonly Item[]
}
interface CategoryData {
  en: string
  ar: string
  description: string
  /** The seed picture of the category, its sub-categories and its products. */
  image: SeedImageKey
  subs: readonly SubData[]
}

export const CATALOGUE: readonly CategoryData[] = [
  {
    en: 'Manakish',
    image: 'manakish',
    ar: 'مناقيش',
    description: 'Baked to order on the saj and in the stone oven.',
    subs: [
      {
        en: 'Zaatar & Cheese',
        ar: 'زعتر وجبنة',
        items: [
          ['Zaatar Manousheh', 'منقوشة زعتر', 1.5],
          ['Cheese Manousheh', 'منقوشة جبنة', 2.5],
          ['Half & Half', 'نص ونص', 2],
          ['Zaatar with Vegetables', 'زعتر مع خضار', 2],
          ['Akkawi & Mozzarella', 'عكاوي وموزاريلا', 3],
        ],
      },
      {
        en: 'Meat Pies',
        ar: 'لحم بعجين',
        items: [
          ['Lahm Bi Ajeen', 'لحم بعجين', 3.5],
          ['Sfiha Baalbakiyeh', 'صفيحة بعلبكية', 4],
          ['Kishk Manousheh', 'منقوشة كشك', 2.5],
          ['Soujouk & Cheese', 'سجق وجبنة', 4],
          ['Awarma & Egg', 'قاورما وبيض', 4.5],
        ],
      },
      {
        en: 'Fatayer',
        ar: 'فطاير',
        items: [
          ['Spinach Fatayer', 'فطاير سبانخ', 2],
          ['Cheese Fatayer', 'فطاير جبنة', 2.25],
          ['Meat Fatayer', 'فطاير لحمة', 2.75],
          ['Labneh Roll', 'لفة لبنة', 2],
          ['Mixed Fatayer Box', 'علبة فطاير مشكلة', 9],
        ],
      },
    ],
  },
  {
    en: 'Shawarma',
    image: 'shawarma',
    ar: 'شاورما',
    description: 'Marinated overnight, sliced off the spit.',
    subs: [
      {
        en: 'Chicken Shawarma',
        ar: 'شاورما دجاج',
        items: [
          ['Chicken Shawarma Sandwich', 'سندويش شاورما دجاج', 4],
          ['Chicken Shawarma Wrap XL', 'شاورما دجاج كبير', 5.5],
          ['Chicken Shawarma Fatteh', 'فتة شاورما دجاج', 7],
          ['Chicken Shawarma Bowl', 'بول شاورما دجاج', 7.5],
          ['Arabic Chicken Shawarma', 'شاورما دجاج عربي', 8],
        ],
      },
      {
        en: 'Beef Shawarma',
        ar: 'شاورما لحمة',
        items: [
          ['Beef Shawarma Sandwich', 'سندويش شاورما لحمة', 4.5],
          ['Beef Shawarma Wrap XL', 'شاورما لحمة كبير', 6],
          ['Beef Shawarma Fatteh', 'فتة شاورما لحمة', 8],
          ['Beef Shawarma Bowl', 'بول شاورما لحمة', 8.5],
          ['Arabic Beef Shawarma', 'شاورما لحمة عربي', 9],
        ],
      },
      {
        en: 'Shawarma Platters',
        ar: 'صحون شاورما',
        items: [
          ['Chicken Shawarma Platter', 'صحن شاورما دجاج', 9],
          ['Beef Shawarma Platter', 'صحن شاورما لحمة', 10],
          ['Mixed Shawarma Platter', 'صحن شاورما مشكل', 11],
          ['Family Shawarma Tray', 'صينية شاورما عائلية', 28],
          ['Shawarma Kids Meal', 'وجبة شاورما للأطفال', 5],
        ],
      },
    ],
  },
  {
    en: 'Grills',
    image: 'grills',
    ar: 'مشاوي',
    description: 'Charcoal grills with garlic, pickles and fries.',
    subs: [
      {
        en: 'Skewers',
        ar: 'أسياخ',
        items: [
          ['Shish Taouk', 'شيش طاووق', 9],
          ['Lamb Skewers', 'لحم مشوي', 12],
          ['Chicken Wings', 'جوانح دجاج', 8],
          ['Liver Skewers', 'سودة دجاج', 7],
          ['Shrimp Skewers', 'قريدس مشوي', 14],
        ],
      },
      {
        en: 'Kafta',
        ar: 'كفتة',
        items: [
          ['Kafta Skewers', 'كفتة مشوية', 9],
          ['Kafta Bil Sayniyeh', 'كفتة بالصينية', 11],
          ['Kafta Sandwich', 'سندويش كفتة', 4.5],
          ['Kafta Khashkhash', 'كفتة خشخاش', 10],
          ['Arayes Kafta', 'عرايس كفتة', 7],
        ],
      },
      {
        en: 'Mixed Grills',
        ar: 'مشاوي مشكلة',
        items: [
          ['Mixed Grill for One', 'مشاوي مشكلة لشخص', 14],
          ['Mixed Grill for Two', 'مشاوي مشكلة لشخصين', 26],
          ['Family Grill Tray', 'صينية مشاوي عائلية', 45],
          ['Chicken Grill Platter', 'صحن مشاوي دجاج', 12],
          ['Grilled Half Chicken', 'نص فروج مشوي', 8],
        ],
      },
    ],
  },
  {
    en: 'Mezze',
    image: 'mezze',
    ar: 'مازة',
    description: 'Cold and hot mezze to share.',
    subs: [
      {
        en: 'Cold Mezze',
        ar: 'مازة باردة',
        items: [
          ['Hummus', 'حمص', 4],
          ['Moutabal', 'متبل', 4.5],
          ['Warak Enab', 'ورق عنب', 5],
          ['Labneh with Garlic', 'لبنة بالثوم', 4],
          ['Muhammara', 'محمرة', 5],
        ],
      },
      {
        en: 'Hot Mezze',
        ar: 'مازة ساخنة',
        items: [
          ['Falafel (6 pcs)', 'فلافل ٦ حبات', 3.5],
          ['Kibbeh (4 pcs)', 'كبة ٤ حبات', 5],
          ['Rakakat (6 pcs)', 'رقاقات ٦ حبات', 4.5],
          ['Batata Harra', 'بطاطا حرة', 4.5],
          ['Sambousek (6 pcs)', 'سمبوسك ٦ حبات', 5],
        ],
      },
      {
        en: 'Hummus Specials',
        ar: 'حمص مميز',
        items: [
          ['Hummus with Meat', 'حمص باللحمة', 7],
          ['Hummus Beiruti', 'حمص بيروتي', 5],
          ['Fatteh Hummus', 'فتة حمص', 6],
          ['Balila', 'بليلة', 4.5],
          ['Hummus Trio', 'ثلاثي الحمص', 8],
        ],
      },
    ],
  },
  {
    en: 'Salads',
    image: 'salads',
    ar: 'سلطات',
    description: 'Fresh every morning from the market.',
    subs: [
      {
        en: 'Lebanese Salads',
        ar: 'سلطات لبنانية',
        items: [
          ['Tabbouleh', 'تبولة', 5],
          ['Fattoush', 'فتوش', 5],
          ['Rocca Salad', 'سلطة روكا', 4.5],
          ['Lebanese Salad', 'سلطة لبنانية', 4],
          ['Shanklish Salad', 'سلطة شنكليش', 6],
        ],
      },
      {
        en: 'Bowls',
        ar: 'بولات',
        items: [
          ['Halloumi Bowl', 'بول حلوم', 8],
          ['Falafel Bowl', 'بول فلافل', 7],
          ['Taouk Bowl', 'بول طاووق', 8.5],
          ['Quinoa Tabbouleh Bowl', 'بول تبولة كينوا', 8],
          ['Grilled Veggie Bowl', 'بول خضار مشوية', 7],
        ],
      },
      {
        en: 'Sides',
        ar: 'أطباق جانبية',
        items: [
          ['French Fries', 'بطاطا مقلية', 3],
          ['Garlic Sauce', 'توم', 1],
          ['Pickles', 'كبيس', 1],
          ['Rice with Vermicelli', 'رز بشعيرية', 3],
          ['Arabic Bread Basket', 'سلة خبز عربي', 1],
        ],
      },
    ],
  },
  {
    en: 'Burgers',
    image: 'burgers',
    ar: 'برغر',
    description: 'Lebanese beef, brioche buns.',
    subs: [
      {
        en: 'Beef Burgers',
        ar: 'برغر لحمة',
        items: [
          ['Classic Burger', 'برغر كلاسيك', 7],
          ['Cheeseburger', 'تشيز برغر', 7.5],
          ['Double Smash Burger', 'دبل سماش برغر', 10],
          ['Mushroom Swiss Burger', 'برغر فطر وجبنة', 9],
          ['BBQ Bacon Burger', 'برغر باربكيو', 10],
        ],
      },
      {
        en: 'Chicken Burgers',
        ar: 'برغر دجاج',
        items: [
          ['Crispy Chicken Burger', 'برغر دجاج مقرمش', 7],
          ['Grilled Chicken Burger', 'برغر دجاج مشوي', 7],
          ['Spicy Chicken Burger', 'برغر دجاج حار', 7.5],
          ['Chicken Tenders', 'أصابع دجاج', 6.5],
          ['Chicken Sub', 'سندويش دجاج طويل', 6],
        ],
      },
      {
        en: 'Veggie Burgers',
        ar: 'برغر نباتي',
        items: [
          ['Halloumi Burger', 'برغر حلوم', 7],
          ['Falafel Burger', 'برغر فلافل', 6],
          ['Beyond Burger', 'برغر نباتي', 10],
          ['Portobello Burger', 'برغر بورتوبيلو', 8],
          ['Veggie Wrap', 'لفة خضار', 5.5],
        ],
      },
    ],
  },
  {
    en: 'Pizza',
    image: 'pizza',
    ar: 'بيتزا',
    description: 'Stone-oven pizza.',
    subs: [
      {
        en: 'Classic Pizza',
        ar: 'بيتزا كلاسيك',
        items: [
          ['Margherita', 'مارغريتا', 8],
          ['Pepperoni', 'بيبروني', 10],
          ['Vegetarian', 'خضار', 9],
          ['Four Cheese', 'أربع أجبان', 11],
          ['Chicken BBQ Pizza', 'بيتزا دجاج باربكيو', 11],
        ],
      },
      {
        en: 'Lebanese Twist',
        ar: 'نكهة لبنانية',
        items: [
          ['Zaatar Pizza', 'بيتزا زعتر', 8],
          ['Soujouk Pizza', 'بيتزا سجق', 11],
          ['Shawarma Pizza', 'بيتزا شاورما', 12],
          ['Halloumi Pizza', 'بيتزا حلوم', 10],
          ['Kafta Pizza', 'بيتزا كفتة', 11],
        ],
      },
      {
        en: 'Calzone',
        ar: 'كالزوني',
        items: [
          ['Cheese Calzone', 'كالزوني جبنة', 8],
          ['Chicken Calzone', 'كالزوني دجاج', 9],
          ['Meat Calzone', 'كالزوني لحمة', 10],
          ['Spinach Calzone', 'كالزوني سبانخ', 8],
          ['Mini Calzone Box', 'علبة كالزوني صغير', 12],
        ],
      },
    ],
  },
  {
    en: 'Desserts',
    image: 'desserts',
    ar: 'حلويات',
    description: 'Sweets from the best of Tripoli and Saida.',
    subs: [
      {
        en: 'Arabic Sweets',
        ar: 'حلويات عربية',
        items: [
          ['Knefeh Bi Jibn', 'كنافة بالجبن', 4],
          ['Baklava Box', 'علبة بقلاوة', 12],
          ['Maamoul', 'معمول', 6],
          ['Halawet El Jibn', 'حلاوة الجبن', 5],
          ['Sfouf', 'صفوف', 3],
        ],
      },
      {
        en: 'Ice Cream',
        ar: 'بوظة',
        items: [
          ['Ashta Ice Cream', 'بوظة قشطة', 4],
          ['Pistachio Ice Cream', 'بوظة فستق', 4.5],
          ['Mixed Scoops', 'بوظة مشكلة', 5],
          ['Ice Cream Sandwich', 'سندويش بوظة', 3.5],
          ['Booza Family Tub', 'علبة بوظة عائلية', 14],
        ],
      },
      {
        en: 'Cakes',
        ar: 'كيك',
        items: [
          ['Chocolate Cake', 'كيك شوكولا', 5],
          ['Cheesecake', 'تشيز كيك', 6],
          ['Carrot Cake', 'كيك جزر', 5],
          ['Mouhalabieh', 'مهلبية', 3.5],
          ['Riz Bi Haleeb', 'رز بحليب', 3.5],
        ],
      },
    ],
  },
  {
    en: 'Drinks',
    image: 'drinks',
    ar: 'مشروبات',
    description: 'Cold and hot drinks.',
    subs: [
      {
        en: 'Fresh Juices',
        ar: 'عصير طازج',
        items: [
          ['Orange Juice', 'عصير برتقال', 3.5],
          ['Lemonade with Mint', 'ليموناضة بالنعناع', 3.5],
          ['Cocktail Juice', 'كوكتيل', 5],
          ['Jallab', 'جلاب', 3.5],
          ['Carrot Juice', 'عصير جزر', 3.5],
        ],
      },
      {
        en: 'Soft Drinks',
        ar: 'مشروبات غازية',
        items: [
          ['Cola', 'كولا', 1.5],
          ['Diet Cola', 'كولا دايت', 1.5],
          ['Lemon Soda', 'صودا ليمون', 1.5],
          ['Sparkling Water', 'مياه غازية', 1.5],
          ['Mineral Water', 'مياه', 1],
        ],
      },
      {
        en: 'Hot Drinks',
        ar: 'مشروبات ساخنة',
        items: [
          ['Lebanese Coffee', 'قهوة لبنانية', 2],
          ['Espresso', 'إسبريسو', 2.5],
          ['Cappuccino', 'كابتشينو', 3.5],
          ['Mint Tea', 'شاي بالنعناع', 2],
          ['White Coffee', 'قهوة بيضاء', 1.5],
        ],
      },
    ],
  },
  {
    en: 'Breakfast',
    image: 'breakfast',
    ar: 'ترويقة',
    description: 'Lebanese breakfast, served until noon.',
    subs: [
      {
        en: 'Foul & Fatteh',
        ar: 'فول وفتة',
        items: [
          ['Foul Moudammas', 'فول مدمس', 4],
          ['Fatteh Bil Laban', 'فتة باللبن', 5],
          ['Msabbaha', 'مسبحة', 4.5],
          ['Foul with Tahini', 'فول بالطحينة', 4.5],
          ['Breakfast Platter', 'صحن ترويقة', 12],
        ],
      },
      {
        en: 'Eggs',
        ar: 'بيض',
        items: [
          ['Eggs with Awarma', 'بيض بقاورما', 6],
          ['Shakshuka', 'شكشوكة', 5.5],
          ['Omelette with Herbs', 'عجة', 4.5],
          ['Eggs with Soujouk', 'بيض مع سجق', 6],
          ['Halloumi & Eggs', 'حلوم وبيض', 5.5],
        ],
      },
      {
        en: 'Breakfast Sandwiches',
        ar: 'سندويشات ترويقة',
        items: [
          ['Labneh Sandwich', 'سندويش لبنة', 2.5],
          ['Halloumi Sandwich', 'سندويش حلوم', 3.5],
          ['Falafel Sandwich', 'سندويش فلافل', 2.5],
          ['Batata Sandwich', 'سندويش بطاطا', 2.5],
          ['Egg & Cheese Sandwich', 'سندويش بيض وجبنة', 3],
        ],
      },
    ],
  },
]

/** The seed's branches; Tripoli is busy (+10 min of preparation, until switched back). */
export const BRANCHES = [
  {
    name: 'Beirut - Hamra',
    nameAr: 'بيروت - الحمرا',
    code: 'BEY',
    area: 'Hamra',
    address: 'Hamra Street, Saroulla Bldg, Ground floor',
    lat: 33.8959,
    lng: 35.4812,
    weight: 40,
    preparationMinutes: 20,
    extraMinutes: 0,
  },
  {
    name: 'Jounieh - Kaslik',
    nameAr: 'جونية - الكسليك',
    code: 'JOU',
    area: 'Kaslik',
    address: 'Kaslik Main Road, Marina Center',
    lat: 33.9808,
    lng: 35.6178,
    weight: 25,
    preparationMinutes: 20,
    extraMinutes: 0,
  },
  {
    name: 'Tripoli - El Mina',
    nameAr: 'طرابلس - الميناء',
    code: 'TRI',
    area: 'El Mina',
    address: 'Port Said Street, near the Corniche',
    lat: 34.4513,
    lng: 35.8135,
    weight: 20,
    preparationMinutes: 25,
    extraMinutes: 10,
  },
  {
    name: 'Saida - Riad El Solh',
    nameAr: 'صيدا - رياض الصلح',
    code: 'SAI',
    area: 'Riad El Solh',
    address: 'Riad El Solh Street, facing the Sea Castle',
    lat: 33.563,
    lng: 35.3688,
    weight: 15,
    preparationMinutes: 25,
    extraMinutes: 0,
  },
] as const

/** Delivery areas per branch: [English, Arabic, charge]. */
export const AREAS: readonly (readonly (readonly [string, string, number])[])[] = [
  [
    ['Hamra', 'الحمرا', 1],
    ['Ras Beirut', 'راس بيروت', 1],
    ['Verdun', 'فردان', 1.5],
    ['Achrafieh', 'الأشرفية', 2],
    ['Mar Mikhael', 'مار مخايل', 2],
    ['Gemmayzeh', 'الجميزة', 2],
    ['Badaro', 'بدارو', 2.5],
    ['Mazraa', 'المزرعة', 2],
  ],
  [
    ['Kaslik', 'الكسليك', 1],
    ['Zouk Mosbeh', 'ذوق مصبح', 1.5],
    ['Ghazir', 'غزير', 2],
    ['Sarba', 'صربا', 1],
    ['Haret Sakher', 'حارة صخر', 1.5],
    ['Adma', 'أدما', 2.5],
  ],
  [
    ['El Mina', 'الميناء', 1],
    ['Dam w Farez', 'الضم والفرز', 1.5],
    ['Abou Samra', 'أبو سمرا', 2],
    ['Zahrieh', 'الزاهرية', 1.5],
    ['Bahsas', 'البحصاص', 2],
    ['Mitein', 'المئتين', 2],
  ],
  [
    ['Old Saida', 'صيدا القديمة', 1],
    ['Abra', 'عبرا', 2],
    ['Haret Saida', 'حارة صيدا', 1.5],
    ['Majdelyoun', 'مجدليون', 2.5],
    ['Hlalieh', 'الهلالية', 2],
    ['Ghazieh', 'الغازية', 2.5],
  ],
]

export const FIRST_NAMES = [
  'Ahmad',
  'Ali',
  'Hassan',
  'Mohammad',
  'Omar',
  'Karim',
  'Georges',
  'Elie',
  'Joseph',
  'Charbel',
  'Rami',
  'Fadi',
  'Ziad',
  'Tarek',
  'Walid',
  'Nabil',
  'Samir',
  'Khalil',
  'Hadi',
  'Jad',
  'Marwan',
  'Wassim',
  'Bilal',
  'Rabih',
  'Maya',
  'Rania',
  'Nour',
  'Layal',
  'Lara',
  'Rita',
  'Carla',
  'Joelle',
  'Nadine',
  'Hiba',
  'Zeina',
  'Sara',
  'Yasmine',
  'Lina',
  'Dana',
  'Rima',
  'Maria',
  'Christelle',
  'Farah',
  'Mira',
  'Hala',
  'Reem',
  'Tala',
  'Aya',
]
export const LAST_NAMES = [
  'Khoury',
  'Haddad',
  'Nassar',
  'Saade',
  'Aoun',
  'Gemayel',
  'Frangieh',
  'Hariri',
  'Salam',
  'Karami',
  'Mikati',
  'Jaber',
  'Hajj',
  'Chami',
  'Daher',
  'Matar',
  'Issa',
  'Ghanem',
  'Karam',
  'Abboud',
  'Sleiman',
  'Hamadeh',
  'Fakhoury',
  'Tabet',
  'Sfeir',
  'Rizk',
  'Azar',
  'Bitar',
  'Najjar',
  'Saleh',
  'Mansour',
  'Zein',
  'Moussa',
  'Yassine',
  'Chehab',
  'Bou Saab',
  'Kassab',
  'Helou',
  'Maalouf',
  'Sabbagh',
]
export const STREETS = [
  'Main Road',
  'Bliss Street',
  'Makdessi Street',
  'Sursock Street',
  'Armenia Street',
  'Mar Elias Street',
  'Corniche',
  'Church Street',
  'School Street',
  'Old Souk Road',
]

export const REJECTION_REASONS = [
  ['Out of stock', 'نفدت الكمية'],
  ['Kitchen is too busy', 'المطبخ مشغول جداً'],
  ['Address outside our delivery area', 'العنوان خارج منطقة التوصيل'],
  ['Branch closing soon', 'الفرع على وشك الإغلاق'],
  ['Customer could not be reached', 'تعذر الاتصال بالزبون'],
  ['Suspected fake order', 'طلب مشكوك فيه'],
  ['Payment could not be confirmed', 'تعذر تأكيد الدفع'],
  ['Bad weather, no drivers available', 'طقس سيئ ولا يوجد سائقين'],
] as const

/** What customers write for the whole order (most write nothing). */
export const CUSTOMER_NOTES = [
  'No onions please',
  'Call when you arrive',
  'Extra napkins',
  'Please ring the bell, the intercom is broken',
  'Extra garlic sauce on the side',
  'بدون بصل من فضلك',
  'اتصل عند الوصول',
  'Leave it with the concierge',
  'Cutlery for 4 please',
  'الرجاء عدم قرع الجرس، الطفل نائم',
  'Less spicy please',
  'Birthday order, add a candle if you can',
] as const
