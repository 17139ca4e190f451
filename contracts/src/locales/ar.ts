import type { ApiCatalogue } from '../translate'

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
  'An order that is {from} cannot become {to}.': 'لا يمكن لطلب حالته {from} أن يصبح {to}.',
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

  // The contracts' labels the back office shows through say(): loyalty, audit, wallet,
  // notification, coupon and sales-report words (contracts/src/entities).
  Earned: 'مكتسبة',
  Redeemed: 'مستبدلة',
  Expired: 'منتهية الصلاحية',
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
  Scheduled: 'مجدول',
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
  Category: 'الفئة',
  Rider: 'السائق',
  Coupon: 'القسيمة',
  Order: 'الطلب',
  'Delivery charge': 'رسم التوصيل',

  // Money in words (contracts/src/lbp.ts and cash-count.ts): pounds, rates and a count's difference.
  '{amount} LBP': '{amount} ل.ل.',
  '{amount} LBP per dollar': '{amount} ل.ل. للدولار',
  '{usd} and {lbp}': '{usd} و{lbp}',
  Balanced: 'متوازن',
  '{amount} over': 'زيادة {amount}',
  '{amount} short': 'نقص {amount}',

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
}

export default ar
