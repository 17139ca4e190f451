import { formatPhone } from 'contracts'

/**
 * A phone number as people read it (`+961 3 123 456`), always left to right: in an Arabic,
 * right-to-left page its groups would otherwise read backwards. With `call`, a `tel:` link.
 */
export function Phone({ phone, call = false }: { phone: string; call?: boolean }) {
  const shown = formatPhone(phone)
  return call ? (
    <a href={`tel:${phone}`} dir="ltr">
      {shown}
    </a>
  ) : (
    <bdi dir="ltr">{shown}</bdi>
  )
}
