import type { ApiCatalogue } from '../translate'
import { registryAr } from './ar-registry'

/**
 * The API's texts in Arabic (contracts/src/translate.ts): SPEC's messages, the API's errors,
 * the mock's refusals and the field checks' patterns. English keys exactly as the API says them.
 */
const ar: ApiCatalogue = {
  // SPEC's messages (contracts/src/messages.ts), kept to the letter in English.
  'Invalid Username or Password': 'اسم المستخدم أو كلمة المرور غير صحيحة',
  'Login Successfull': 'تم تسجيل الدخول بنجاح',
  'Failed to send Code': 'تعذّر إرسال الرمز',
  'Code Sent Please Check Your Email': 'تم إرسال الرمز، يرجى التحقق من بريدك الإلكتروني',
  'Password Updated!': 'تم تحديث كلمة المرور!',
  'Please enter your email address': 'يرجى إدخال عنوان بريدك الإلكتروني',
  'Please enter a valid email address': 'يرجى إدخال عنوان بريد إلكتروني صالح',
  'Please enter a password': 'يرجى إدخال كلمة المرور',
  'Password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, and one number':
    'يجب أن تتكون كلمة المرور من ٨ أحرف على الأقل وأن تحتوي على حرف كبير واحد وحرف صغير واحد ورقم واحد على الأقل',
  'Please enter the reset password': 'يرجى إدخال كلمة المرور الجديدة مرة أخرى',
  'The reset password does not match the password': 'كلمة المرور المعادة لا تطابق كلمة المرور',
  'Please enter your current password': 'يرجى إدخال كلمة المرور الحالية',
  'This is not your current password': 'هذه ليست كلمة المرور الحالية',
  'Please enter the new password again': 'يرجى إدخال كلمة المرور الجديدة مرة أخرى',
  'The two new passwords are not the same': 'كلمتا المرور الجديدتان غير متطابقتين',
  'Your password has been changed': 'تم تغيير كلمة المرور',
  "Oops! You're lost.": 'عذرًا! لقد ضللت الطريق.',
  'The page you are looking for was not found.': 'الصفحة التي تبحث عنها غير موجودة.',
  'Houston, we have a problem!': 'لدينا مشكلة!',
  'The page you are looking for is temporarily unavailable.':
    'الصفحة التي تبحث عنها غير متاحة مؤقتًا.',
  'Redirecting...': 'جارٍ التحويل...',

  // The API's errors (API_ERRORS).
  'Your session has ended. Please sign in again.': 'انتهت جلستك. يرجى تسجيل الدخول مجددًا.',
  'You do not have permission to do this.': 'ليست لديك صلاحية للقيام بذلك.',
  'The anti-forgery token is missing or does not match. Reload the page and try again.':
    'رمز الحماية من التزوير مفقود أو غير مطابق. أعد تحميل الصفحة وحاول مجددًا.',
  'Not found.': 'غير موجود.',
  'Some fields are not valid.': 'بعض الحقول غير صالحة.',
  'Someone else changed this record since you opened it. Reload it to see their changes.':
    'غيّر شخص آخر هذا السجل منذ أن فتحته. أعد تحميله لترى تغييراته.',
  'The admin API cannot be reached right now. Please try again shortly.':
    'لا يمكن الوصول إلى واجهة الإدارة الآن. يرجى المحاولة بعد قليل.',
  'The admin API took too long to answer. Please try again.':
    'تأخرت واجهة الإدارة في الرد. يرجى المحاولة مجددًا.',
  'The request is too large.': 'الطلب كبير جدًا.',

  // Uploads (UPLOAD_MESSAGES).
  'Choose an image to upload': 'اختر صورة لرفعها',
  'Attach the image in a form field named "file".': 'أرفق الصورة في حقل نموذج باسم "file".',
  'The image must be a PNG, JPEG or WebP': 'يجب أن تكون الصورة بصيغة PNG أو JPEG أو WebP',
  'The image must be at most 2 MB': 'يجب ألا يتجاوز حجم الصورة ٢ ميغابايت',

  // The mock's refusals (edge/src/mock/messages.ts).
  'The request body is not valid JSON.': 'نص الطلب ليس JSON صالحًا.',
  'This reset link is invalid, already used or expired. Ask for a new one.':
    'رابط إعادة التعيين غير صالح أو مستخدم أو منتهي الصلاحية. اطلب رابطًا جديدًا.',
  'Too many reset requests for this address. Please try again in an hour.':
    'طلبات إعادة تعيين كثيرة جدًا لهذا العنوان. يرجى المحاولة بعد ساعة.',
  'The amount is more than the wallet balance.': 'المبلغ أكبر من رصيد المحفظة.',
  'Choose a rejection reason to reject an order.': 'اختر سبب الرفض لرفض الطلب.',
  'The rejection reason does not exist or is inactive.': 'سبب الرفض غير موجود أو غير مفعّل.',
  'Write a note to cancel an order.': 'اكتب ملاحظة لإلغاء الطلب.',
  'Another coupon already uses this code.': 'قسيمة أخرى تستخدم هذا الرمز.',
  'Another employee already uses this e-mail address.': 'موظف آخر يستخدم عنوان البريد هذا.',
  'This category still has sub-categories. Move or delete them first.':
    'لا تزال لهذه الفئة فئات فرعية. انقلها أو احذفها أولًا.',
  'This sub-category still has products. Move or delete them first.':
    'لا تزال لهذه الفئة الفرعية منتجات. انقلها أو احذفها أولًا.',
  'You cannot give your own role more permissions.': 'لا يمكنك منح دورك صلاحيات أكثر.',
  'You cannot give a role more permissions than your own.':
    'لا يمكنك منح دور صلاحيات أكثر من صلاحياتك.',
  'You cannot delete your own account.': 'لا يمكنك حذف حسابك.',
  'You cannot deactivate your own account.': 'لا يمكنك تعطيل حسابك.',
  'Employees still have this role. Give them another role first.':
    'لا يزال لدى موظفين هذا الدور. امنحهم دورًا آخر أولًا.',
  'The customer is blocked and cannot order.': 'الزبون محظور ولا يمكنه الطلب.',
  'The customer has no address to deliver to.': 'ليس للزبون عنوان للتوصيل إليه.',
  'The start of the range must be before its end.': 'يجب أن تسبق بداية المدة نهايتها.',
  'Choose a range of at most two years.': 'اختر مدة لا تتجاوز سنتين.',
  'Reset your back-office password': 'أعد تعيين كلمة مرور لوحة الإدارة',
  'A wallet balance cannot be more than {max}.': 'لا يمكن أن يزيد رصيد المحفظة عن {max}.',
  'An order that is {from} cannot become {to}.':
    'لا يمكن لطلب حالته «{from}» أن تصبح حالته «{to}».',
  'You cannot add or edit an employee whose role has more permissions than your own.':
    'لا يمكنك إضافة أو تعديل موظف لدوره صلاحيات أكثر من صلاحياتك.',
  'You cannot change the password, role or status of an employee whose role has more permissions than your own.':
    'لا يمكنك تغيير كلمة المرور أو الدور أو الحالة لموظف لدوره صلاحيات أكثر من صلاحياتك.',
  'You cannot delete an employee whose role has more permissions than your own.':
    'لا يمكنك حذف موظف لدوره صلاحيات أكثر من صلاحياتك.',
  'You cannot change or delete a role that has more permissions than your own.':
    'لا يمكنك تغيير أو حذف دور له صلاحيات أكثر من صلاحياتك.',
  'You cannot remove your own access to employees and roles.':
    'لا يمكنك إزالة وصولك إلى الموظفين والأدوار.',
  'Only a scheduled notification can be sent now or cancelled.':
    'لا يمكن إرسال أو إلغاء إلا إشعار مجدول.',
  'A notification that was sent cannot be changed.': 'لا يمكن تغيير إشعار تم إرساله.',
  'Orders, employees or delivery charges still use this branch. Switch it off instead.':
    'لا تزال طلبات أو موظفون أو رسوم توصيل تستخدم هذا الفرع. أوقفه بدلًا من ذلك.',
  'Scheduled at must be in the future; leave it empty to send now.':
    'يجب أن يكون موعد الإرسال في المستقبل؛ اتركه فارغًا للإرسال الآن.',
  'The branch has no available product to order.': 'ليس لدى الفرع منتج متاح للطلب.',
  'The active points rate cannot be deleted. Activate another one first.':
    'لا يمكن حذف سعر النقاط الفعّال. فعّل سعرًا آخر أولًا.',
  'Unknown field': 'حقل غير معروف',
  'The {field} does not exist.': '{field} غير موجود.',

  // Orders (contracts/src/orders, entities/order.ts, entities/rider.ts): the labels and the
  // sentences the SPA shows through say() and the mock says. Lower-case status names are the
  // parts of sentences such as "An order that is {from} cannot become {to}."
  Pending: 'قيد الانتظار',
  Accepted: 'مقبول',
  Preparing: 'قيد التحضير',
  Ready: 'جاهز',
  'Out for delivery': 'قيد التوصيل',
  Delivered: 'تم التوصيل',
  'Picked up': 'تم الاستلام',
  Rejected: 'مرفوض',
  pending: 'قيد الانتظار',
  accepted: 'مقبول',
  preparing: 'قيد التحضير',
  ready: 'جاهز',
  'out for delivery': 'قيد التوصيل',
  delivered: 'تم التوصيل',
  'picked up': 'تم الاستلام',
  rejected: 'مرفوض',
  cancelled: 'ملغى',
  'Back to pending': 'إعادة إلى الانتظار',
  Accept: 'قبول',
  'Start preparing': 'بدء التحضير',
  'Mark ready': 'تحديد كجاهز',
  'Send out': 'إرسال للتوصيل',
  'Mark delivered': 'تأكيد التوصيل',
  'Mark picked up': 'تأكيد الاستلام',
  Reject: 'رفض',
  'Cancel order': 'إلغاء الطلب',
  Delivery: 'توصيل',
  Pickup: 'استلام من الفرع',
  Paid: 'مدفوع',
  Refunded: 'مُسترد',
  'Note for the kitchen': 'ملاحظة للمطبخ',
  Motorbike: 'دراجة نارية',
  Car: 'سيارة',
  Bicycle: 'دراجة هوائية',
  'On foot': 'سيرًا على الأقدام',
  'This order has no cash to collect: finish it without a tender':
    'ليس على هذا الطلب مبلغ نقدي للتحصيل: أنهِه دون إدخال المبلغ المستلم',
  'Completed to must be after Completed from': 'يجب أن يكون «اكتمل حتى» بعد «اكتمل من»',
  'Cash to must be after Cash from': 'يجب أن يكون «النقد حتى» بعد «النقد من»',
  "Refunded {total} to the customer's wallet.": 'أُعيد \u2068{total}\u2069 إلى محفظة الزبون.',
  "This order is paid: {total} will be refunded to the customer's wallet.":
    'هذا الطلب مدفوع: سيُعاد \u2068{total}\u2069 إلى محفظة الزبون.',
  'Another employee changed this order first. It is now {status}; choose again from the moves still possible.':
    'غيّر موظف آخر هذا الطلب أولًا. حالته الآن «{status}»؛ اختر مجددًا من الخطوات التي لا تزال ممكنة.',
  'Order {number} was changed by someone else first: it is now {status}. Your move was not made; its card shows what is still possible.':
    'غيّر شخص آخر الطلب \u2068{number}\u2069 أولًا: حالته الآن «{status}». لم تُنفَّذ خطوتك؛ تعرض بطاقته ما لا يزال ممكنًا.',
  'Order {number} was changed by someone else first. Your move was not made; the board shows it as it is now.':
    'غيّر شخص آخر الطلب \u2068{number}\u2069 أولًا. لم تُنفَّذ خطوتك؛ تعرضه اللوحة كما هو الآن.',
  'This order could not be found among the orders you can see.':
    'تعذّر العثور على هذا الطلب بين الطلبات التي يمكنك رؤيتها.',
  'A note is required to cancel an order': 'الملاحظة مطلوبة لإلغاء الطلب',
  'Choose a rejection reason': 'اختر سبب الرفض',
  'Pause {branch}? Customers will not be able to place orders there until it is resumed.':
    'إيقاف {branch} مؤقتًا؟ لن يتمكن الزبائن من تقديم طلبات فيه حتى تُستأنف.',
  'Late: acknowledged {minutes} min ago and still not accepted':
    'متأخر: أُقرّ به منذ {minutes} د ولم يُقبل بعد',
  "Late: waiting longer than the branch's {minutes} min preparation time":
    'متأخر: ينتظر أكثر من مدة تحضير الفرع ({minutes} د)',
  'On the road {minutes} min: call {rider}': 'على الطريق منذ {minutes} د: اتصل بـ{rider}',
  'On the road {minutes} min': 'على الطريق منذ {minutes} د',
  'Choose the rider who takes this order': 'اختر السائق الذي يأخذ هذا الطلب',
  '{name} is not active. Choose a rider who is on shift.':
    '{name} غير مفعّل. اختر سائقًا في مناوبته.',
  '{name} is not on shift. Start their shift first, or choose a rider who is on shift.':
    '{name} ليس في مناوبته. ابدأ مناوبته أولًا، أو اختر سائقًا في مناوبته.',
  "{name} rides for {branch}, not for this order's branch. Choose one of its riders.":
    '{name} يعمل لدى {branch}، لا لدى فرع هذا الطلب. اختر أحد سائقي فرع الطلب.',
  '{name} already has this order.': 'الطلب مع {name} أصلًا.',
  'Only an order out for delivery can be handed to another rider.':
    'لا يُسلَّم إلى سائق آخر إلا طلب قيد التوصيل.',
  'Nobody is on shift at {branch}.': 'لا أحد في مناوبته في {branch}.',
  'Sent out with {name}': 'أُرسل مع {name}',
  'Handed over from {from} to {to}': 'سُلّم من {from} إلى {to}',
  'Record that {name} handed over {amount} in cash?':
    'هل تسجّل أن {name} سلّم \u2068{amount}\u2069 نقدًا؟',
  'Void this settlement? {name} will hold again the {counted} it covered, and its orders count as not settled.':
    'إبطال هذه التسوية؟ سيعود بحوزة {name} مبلغ \u2068{counted}\u2069 الذي غطّته، وتُعدّ طلباتها غير مُسوّاة.',

  // The branch's pace (contracts/src/entities/branch-pace.ts): clock times end AM or PM.
  '{time} AM': '{time} ص',
  '{time} PM': '{time} م',
  'Until must be a time still to come.': 'يجب أن يكون «حتى» وقتًا لم يأتِ بعد.',
  '{item} is not available at {branch} until {time}': '{item} غير متوفر في {branch} حتى {time}',
  '{item} is not available at {branch} until it is switched back':
    '{item} غير متوفر في {branch} حتى يُعاد تشغيله',
  'Back at {time}': 'يعود عند {time}',
  'Off until switched back': 'متوقف حتى يُعاد تشغيله',
  'Busy +{minutes} min until {time}': 'منشغل +{minutes} د حتى {time}',
  'Busy +{minutes} min': 'منشغل +{minutes} د',
  'Paused until {time}': 'متوقف مؤقتًا حتى {time}',
  '{branch} is paused until {time}.': '{branch} متوقف مؤقتًا حتى {time}.',
  '{branch} is paused.': '{branch} متوقف مؤقتًا.',
  'At the door by {time} (busy +{minutes} min)': 'عند الباب بحلول {time} (انشغال +{minutes} د)',
  'Ready by {time} (busy +{minutes} min)': 'جاهز بحلول {time} (انشغال +{minutes} د)',
  'At the door by {time}': 'عند الباب بحلول {time}',
  'Ready by {time}': 'جاهز بحلول {time}',
  'The branch does not sell this item.': 'لا يبيع الفرع هذا الصنف.',
  'The product has no such option.': 'ليس للمنتج هذا الخيار.',
  // The contracts' labels the back office shows through say(): loyalty, audit, wallet,
  // notification, coupon and sales-report words (contracts/src/entities).
  Earned: 'مكتسبة',
  Redeemed: 'مستبدلة',
  Adjusted: 'معدَّلة',
  Created: 'أُنشئ',
  Changed: 'عُدِّل',
  Deleted: 'حُذف',
  'Status moved': 'تغيّرت الحالة',
  'Wallet recharged': 'شُحنت المحفظة',
  'Wallet deducted': 'خُصم من المحفظة',
  Acknowledged: 'أُقِرّ',
  Blocked: 'حُظر',
  Unblocked: 'رُفع الحظر',
  Paused: 'أُوقف مؤقتًا',
  Resumed: 'استُؤنف',
  Invited: 'دُعي',
  Deactivated: 'عُطِّل',
  Activated: 'فُعِّل',
  Sent: 'أُرسل',
  Cancelled: 'أُلغي',
  'Note added': 'أُضيفت ملاحظة',
  'Shift started': 'بدأت الوردية',
  'Shift ended': 'انتهت الوردية',
  'Sent out': 'خرج للتوصيل',
  'Rider changed': 'تغيّر السائق',
  'Cash settled': 'سُوّي النقد',
  'Settlement voided': 'أُبطلت التسوية',
  // The labels of the changes the audit trail records beyond a form's fields (the mock's).
  'Acknowledged by': 'أقرّ باستلامه',
  'Active rate': 'السعر المعمول به',
  Balance: 'الرصيد',
  'Busy mode': 'وضع الانشغال',
  'Cash counted in pounds': 'النقد المعدود بالليرة',
  'Cash counted': 'النقد المعدود',
  'Cash held': 'النقد بحوزته',
  'Difference in dollars': 'الفرق بالدولار',
  'Difference in pounds': 'الفرق بالليرة',
  Difference: 'الفرق',
  'Effective from': 'ساري من',
  'Expected cash': 'النقد المتوقع',
  Home: 'المنزل',
  'New customer': 'زبون جديد',
  Note: 'ملاحظة',
  'On shift': 'في الوردية',
  Password: 'كلمة المرور',
  'Pounds counted': 'الليرات المعدودة',
  'Pounds received': 'المبلغ المستلم بالليرة',
  Rate: 'سعر الصرف',
  Reason: 'السبب',
  Settlement: 'التسوية',
  Status: 'الحالة',
  Tender: 'طريقة الدفع',
  Total: 'المجموع',
  Until: 'حتى',
  Work: 'العمل',
  Recharge: 'شحن',
  Deduct: 'خصم',
  'Order payment': 'دفع طلب',
  Refund: 'استرداد',
  'All customers': 'كل الزبائن',
  'A segment': 'شريحة',
  'Chosen customers': 'زبائن محددون',
  'New customers (joined in the last 30 days)': 'زبائن جدد (انضموا في آخر ٣٠ يومًا)',
  'Inactive customers (no order in 60 days)': 'زبائن غير نشطين (بلا طلب منذ ٦٠ يومًا)',
  'Loyal customers (10 orders or more)': 'زبائن أوفياء (١٠ طلبات أو أكثر)',
  'Birthday this month': 'عيد ميلادهم هذا الشهر',
  Failed: 'فشل',
  'Delivery and pickup': 'توصيل واستلام',
  'Delivery only': 'توصيل فقط',
  'Pickup only': 'استلام فقط',
  Percentage: 'نسبة مئوية',
  'Fixed amount': 'مبلغ ثابت',
  Day: 'اليوم',
  Branch: 'الفرع',
  'Payment method': 'طريقة الدفع',
  Product: 'المنتج',
  Rider: 'السائق',
  Coupon: 'القسيمة',
  Order: 'الطلب',
  'Delivery charge': 'رسم التوصيل',
  // How an order or a wallet recharge was paid (PAYMENT_METHOD_LABELS, walletTenderText).
  Cash: 'نقدًا',
  Card: 'بطاقة',
  Wallet: 'المحفظة',
  'Cash in dollars': 'نقدًا بالدولار',
  'Cash in pounds': 'نقدًا بالليرة',
  '{tender}: {amount} at {rate}': '{tender}: {amount} بسعر {rate}',
  // How a phone order is paid, in the Place order question (paymentWords in contracts/src/orders/cash.ts).
  'in cash': 'نقدًا',
  'by card': 'بالبطاقة',
  'from the wallet': 'من المحفظة',
  '{wallet} from the wallet, {rest} in cash':
    '\u2068{wallet}\u2069 من المحفظة و\u2068{rest}\u2069 نقدًا',
  '{wallet} from the wallet, {rest} by card':
    '\u2068{wallet}\u2069 من المحفظة و\u2068{rest}\u2069 بالبطاقة',
  // A phone order's line (PHONE_ORDER_LINE_RULES in contracts/src/orders/phone-orders.ts).
  'Line note': 'ملاحظة السطر',
  'Quantity must be a whole number such as 2': 'يجب أن تكون الكمية عددًا صحيحًا مثل 2',
  'At least 1 of an item per line': 'صنف واحد على الأقل في كل سطر',
  'At most 99 of one item per line': '99 من الصنف الواحد على الأكثر في كل سطر',

  // Money in words (contracts/src/lbp.ts and cash-count.ts): pounds, rates and a count's difference.
  '{amount} LBP per dollar': '{amount} ل.ل. للدولار',
  '{usd} and {lbp}': '{usd} و{lbp}',
  '{next} is {percent}% above the rate in force ({current}). Record it?':
    '\u2068{next}\u2069 أعلى بنسبة {percent}% من السعر الساري (\u2068{current}\u2069). هل تسجّله؟',
  '{next} is {percent}% below the rate in force ({current}). Record it?':
    '\u2068{next}\u2069 أدنى بنسبة {percent}% من السعر الساري (\u2068{current}\u2069). هل تسجّله؟',

  // A wallet recharge's tender (contracts' WALLET_MESSAGES).
  'Tender must be cash_usd (cash in dollars), cash_lbp (cash in pounds) or card':
    'يجب أن تكون طريقة الدفع cash_usd (نقدًا بالدولار) أو cash_lbp (نقدًا بالليرة) أو card (بطاقة)',
  'Only a recharge has a tender: a deduct takes none':
    'طريقة الدفع للشحن فقط: الخصم لا يأخذ طريقة دفع',
  'Pounds received is required for a recharge in pounds':
    'المبلغ المستلم بالليرة مطلوب للشحن بالليرة',
  'Pounds received must be more than 0': 'يجب أن يكون المبلغ المستلم بالليرة أكثر من 0',
  'Pounds received goes only with a recharge in pounds (tender cash_lbp)':
    'يُرسل المبلغ المستلم بالليرة مع الشحن بالليرة فقط (cash_lbp)',
  'Branch goes only with a recharge in cash: the branch whose drawer took it':
    'يُرسل الفرع مع الشحن النقدي فقط: الفرع الذي دخل النقد صندوقه',
  'Choose the branch whose drawer took the cash': 'اختر الفرع الذي دخل النقد صندوقه',
  'Rate goes only with a recharge in pounds (tender cash_lbp)':
    'يُرسل سعر الصرف مع الشحن بالليرة فقط (cash_lbp)',
  'A recharge in pounds is valued at the rate in force: send Pounds received, not Amount':
    'يُقيَّم الشحن بالليرة بسعر الصرف الساري: أرسل المبلغ المستلم بالليرة لا المبلغ بالدولار',
  'The dollar rate is now {now}, not {seen}: check the amount and confirm again':
    'سعر الدولار الآن {now} وليس {seen}: تحقّق من المبلغ وأكّد مجددًا',
  '{amount} is worth less than a cent at {rate}': '{amount} أقل من سنت واحد بسعر {rate}',

  // The field checks (contracts/src/fields.ts): patterns, their labels translated below.
  '{label} is required': '{label} مطلوب',
  '{label} must be at most {max} characters': 'يجب ألا يتجاوز {label} {max} حرفًا',
  '{label} must be at least {min}': 'يجب ألا يقل {label} عن {min}',
  '{label} must be at most {max}': 'يجب ألا يزيد {label} عن {max}',
  '{label} must be an amount such as 12.50': 'يجب أن يكون {label} مبلغًا مثل 12.50',
  '{label} must be text': 'يجب أن يكون {label} نصًا',
  Amount: 'المبلغ',
  Phone: 'الهاتف',
  Email: 'البريد الإلكتروني',
  Date: 'التاريخ',
  Image: 'الصورة',
  'Sort order': 'ترتيب العرض',
  // The catalogue screens' fields (categories, sub-categories, products, branches, employees,
  // roles) and the resource layer's contract texts (lib/resource): patterns, then labels.
  '{label} must be a number': 'يجب أن يكون {label} رقمًا',
  '{label} must be a whole number': 'يجب أن يكون {label} عددًا صحيحًا',
  '{label} id must be a whole number': 'يجب أن يكون معرّف {label} عددًا صحيحًا',
  '{label} must be true or false': 'يجب أن تكون قيمة {label} نعم أو لا',
  '{label} must be a list': 'يجب أن يكون {label} قائمة',
  '{label} must be chosen from the list': 'يجب اختيار {label} من القائمة',
  '{label} are listed twice': '{label} مكرّرة في القائمة',
  '{label} must be a link': 'يجب أن يكون {label} رابطًا',
  '{label} must be a web address or an uploaded image':
    'يجب أن تكون قيمة {label} عنوان ويب أو صورة مرفوعة',
  '{label} must start with http:// or https://': 'يجب أن يبدأ {label} بـ http:// أو https://',
  '{label} must be a phone number such as +9613123456':
    'يجب أن يكون {label} رقم هاتف مثل +9613123456',
  '{label} must be a phone number': 'يجب أن يكون {label} رقم هاتف',
  '{label} must be a valid e-mail address': 'يجب أن يكون {label} عنوان بريد إلكتروني صالحًا',
  '{label} must be an e-mail address': 'يجب أن يكون {label} عنوان بريد إلكتروني',
  '{label} must be a time like 09:30': 'يجب أن يكون {label} وقتًا مثل 09:30',
  '{label} cannot be negative': 'لا يمكن أن يكون {label} سالبًا',
  '{label} must be an amount such as 12.50, with two decimals':
    'يجب أن يكون {label} مبلغًا مثل 12.50، بمنزلتين عشريتين',
  'Choose at least one branch': 'اختر فرعًا واحدًا على الأقل',
  'Choose at most {max}': 'اختر {max} على الأكثر',
  'A product has at most {max} option groups': 'لا يزيد عدد مجموعات خيارات المنتج عن {max}',
  'A module is listed twice': 'وحدة مكرّرة في القائمة',
  'Actions must be View, Add, Update or Delete':
    'يجب أن تكون الإجراءات من بين العرض والإضافة والتعديل والحذف',
  'Module must be one of the back-office modules': 'يجب أن تكون الوحدة إحدى وحدات لوحة الإدارة',
  'Give the role at least one permission.': 'امنح الدور صلاحية واحدة على الأقل.',
  'Give the hours of all seven days': 'أدخل ساعات أيام الأسبوع السبعة كلها',
  'Day must be a weekday name': 'يجب أن يكون اليوم أحد أيام الأسبوع',
  'Give the hours of the day or mark it closed': 'أدخل ساعات اليوم أو اجعله مغلقًا',
  'At most {max} ranges a day': 'لا يزيد عدد الفترات في اليوم عن {max}',
  'Closes at must differ from opens at': 'يجب أن يختلف وقت الإغلاق عن وقت الفتح',
  'The ranges of the day overlap': 'فترات اليوم متداخلة',
  "Overlaps {day}'s hours past midnight": 'تتداخل مع ساعات {day} بعد منتصف الليل',
  Monday: 'الاثنين',
  Tuesday: 'الثلاثاء',
  Wednesday: 'الأربعاء',
  Thursday: 'الخميس',
  Friday: 'الجمعة',
  Saturday: 'السبت',
  Sunday: 'الأحد',
  Name: 'الاسم',
  'Arabic name': 'الاسم بالعربية',
  Description: 'الوصف',
  'Arabic description': 'الوصف بالعربية',
  Active: 'التفعيل',
  Category: 'الفئة',
  'Sub-category': 'الفئة الفرعية',
  Price: 'السعر',
  'Compare-at price': 'السعر قبل الخصم',
  Available: 'التوفّر',
  Featured: 'التمييز',
  'Preparation time': 'مدة التحضير',
  Branches: 'الفروع',
  'Option groups': 'مجموعات الخيارات',
  'Option group': 'مجموعة الخيارات',
  'Group name': 'اسم المجموعة',
  'Arabic group name': 'اسم المجموعة بالعربية',
  Options: 'الخيارات',
  Option: 'الخيار',
  'Option name': 'اسم الخيار',
  'Arabic option name': 'اسم الخيار بالعربية',
  'Extra price': 'السعر الإضافي',
  'Minimum choices': 'أقل عدد من الخيارات',
  'Maximum choices': 'أكبر عدد من الخيارات',
  Required: 'الإلزام',
  Area: 'المنطقة',
  Address: 'العنوان',
  Latitude: 'خط العرض',
  Longitude: 'خط الطول',
  'Opening hours': 'ساعات العمل',
  Ranges: 'الفترات',
  'Opens at': 'وقت الفتح',
  'Closes at': 'وقت الإغلاق',
  Closed: 'الإغلاق',
  'Delivery radius': 'نطاق التوصيل',
  'Longest delivery': 'أطول مدة توصيل',
  'Accepting orders': 'استقبال الطلبات',
  'First name': 'الاسم الأول',
  'Last name': 'اسم العائلة',
  Role: 'الدور',
  Permissions: 'الصلاحيات',
  Actions: 'الإجراءات',
  // What a box typed as people type says when it cannot read its text (INPUT_MESSAGES).
  'Enter an amount such as 12.50': 'أدخل مبلغًا مثل 12.50',
  'Enter an amount such as 0.01': 'أدخل مبلغًا مثل 0.01',
  'Cannot be negative': 'لا يمكن أن يكون سالبًا',
  'Use at most two decimals (cents), such as 12.50':
    'استخدم منزلتين عشريتين على الأكثر (السنتات)، مثل 12.50',
  'Enter a percentage from 0 to 100, such as 15': 'أدخل نسبة مئوية من 0 إلى 100، مثل 15',
  'A percentage cannot be more than 100': 'لا يمكن أن تزيد النسبة المئوية عن 100',
  'Enter a whole number such as 15': 'أدخل عددًا صحيحًا مثل 15',
  'Enter a number such as 33.89': 'أدخل رقمًا مثل 33.89',
  'Enter a phone number such as 03 123 456, or with its country code such as +33 6 12 34 56 78':
    'أدخل رقم هاتف مثل 03 123 456، أو مع رمز بلده مثل +33 6 12 34 56 78',
  'Cannot be more than {max}': 'لا يمكن أن يزيد عن {max}',
  'Use at most {decimals} decimals': 'استخدم {decimals} منازل عشرية على الأكثر',
  // A cash count's difference (CashCountFields), as cash-count.ts says it.
  Balanced: 'مطابق',
  '{amount} over': 'زيادة {amount}',
  '{amount} short': 'نقص {amount}',
  '{amount} LBP': '{amount} ل.ل.',
  'Say why the cash counted differs from what was expected':
    'اذكر سبب اختلاف النقد المعدود عمّا كان متوقعًا',
  'The cash counted is {difference}, more than the {max} a count takes without confirming. Is that right?':
    'النقد المعدود {difference}، وهذا يتجاوز {max} المسموح به دون تأكيد. هل هذا صحيح؟',
  'Is this in pounds? {typed} is about a thousand times what is expected; {pounds} would be.':
    'هل هذا المبلغ بالليرة؟ {typed} يساوي نحو ألف ضعف المتوقّع؛ أمّا {pounds} فيطابقه.',
  // Where a banner or notification leads (LINK_TYPE_LABELS), a schedule's status.
  Nothing: 'لا شيء',
  'A product': 'منتج',
  'A category': 'فئة',
  'A sub-category': 'فئة فرعية',
  'A web address': 'عنوان ويب',
  Scheduled: 'مجدول',
  Live: 'ساري',
  Expired: 'منتهٍ',
  Inactive: 'غير مفعّل',
  // The SPA's date and time typing: its hints and why a typed date or time is refused.
  'Days run from midnight UTC': 'تبدأ الأيام عند منتصف الليل بالتوقيت العالمي (UTC)',
  'Enter a date such as 25/11/2026, 2026-11-25 or Nov 25 2026':
    'أدخل تاريخًا مثل 25/11/2026 أو 2026-11-25 أو Nov 25 2026',
  'Enter a date and time such as 25/11/2026 3:05 PM': 'أدخل تاريخًا ووقتًا مثل 25/11/2026 3:05 PM',
  'Enter a time such as 3:05 PM or 15:05': 'أدخل وقتًا مثل 3:05 PM أو 15:05',
  'Write the year in full, like 2026': 'اكتب السنة كاملة، مثل 2026',
  'There is no month {month}: months run from 1 to 12':
    'لا يوجد شهر رقمه {month}: الأشهر من 1 إلى 12',
  '“{name}” is not a month': '«{name}» ليس اسم شهر',
  'Minutes run from 00 to 59': 'الدقائق من 00 إلى 59',
  'With AM or PM, hours run from 1 to 12': 'مع AM أو PM، الساعات من 1 إلى 12',
  'Hours run from 0 to 23': 'الساعات من 0 إلى 23',
  'Add a time, such as 3:05 PM': 'أضف وقتًا، مثل 3:05 PM',
  // The resources' names, as the layer's messages say them ("The category … was saved.").
  banner: 'لافتة',
  branch: 'فرع',
  category: 'فئة',
  coupon: 'قسيمة',
  customer: 'زبون',
  'delivery charge': 'رسم توصيل',
  employee: 'موظف',
  'employee role': 'دور وظيفي',
  'points rate': 'سعر النقاط',
  product: 'منتج',
  'push notification': 'إشعار فوري',
  'rejection reason': 'سبب رفض',
  rider: 'سائق توصيل',
  'sub-category': 'فئة فرعية',
  // The registry's labels, the sidebar's and the palette's, and the guard's reasons.
  ...registryAr,
}

export default ar
