import { contacts, telUrl } from '../../config/links'
import { mailtoUrl } from '../../domain/mailto'
import { buttonStyle } from '../../ui/button'
import { AppIcon } from '../../ui/icons'
import { Isolate } from '../../ui/isolate'
import './account.css'

/** The build's helpline (tel:) and support e-mail (src/config/links.ts), as two buttons. */
export function SupportContacts() {
  const phone = contacts.helpline
  const email = contacts.email
  const mail = mailtoUrl(email)
  return (
    <div className="account-contacts">
      <a {...buttonStyle()} href={telUrl(phone)}>
        <AppIcon name="phone" />
        <Isolate dir="ltr">{phone}</Isolate>
      </a>
      {mail ? (
        <a {...buttonStyle({ variant: 'outline' })} href={mail}>
          <AppIcon name="mail" />
          <Isolate>{email}</Isolate>
        </a>
      ) : null}
    </div>
  )
}
