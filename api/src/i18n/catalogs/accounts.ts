import type { Catalog } from '../catalog.js'

/** Sentences of accounts and sessions added with the attack review's fixes. */
export const ACCOUNTS_MESSAGES = {
  notice_not_found: {
    tm: 'Bildiriş tapylmady.',
    ru: 'Уведомление не найдено.',
    en: 'The notice was not found.',
  },
  email_change_needs_password: {
    tm: 'E-poçta salgysyny üýtgetmek üçin häzirki açar sözüňizi giriziň.',
    ru: 'Чтобы изменить адрес электронной почты, введите текущий пароль.',
    en: 'Enter your current password to change the e-mail address.',
  },
  email_change_code_sent: {
    tm: 'Täze salga {email} tassyklaýyş kody iberildi. Salgyny üýtgetmek üçin kody giriziň.',
    ru: 'На новый адрес {email} отправлен код подтверждения. Введите его, чтобы сменить адрес.',
    en: 'A confirmation code was sent to the new address {email}. Enter it to change the address.',
  },
  email_change_none: {
    tm: 'Tassyklanmaga garaşýan e-poçta üýtgetmesi ýok ýa-da kodyň möhleti geçdi. Profili täze salga bilen gaýtadan ýazdyryň.',
    ru: 'Нет ожидающей смены адреса, или срок кода истёк. Сохраните профиль с новым адресом ещё раз.',
    en: 'There is no e-mail change waiting, or its code has expired. Save the profile with the new address again.',
  },
  operator_not_client: {
    tm: 'Operatoryň hasabynda müşderi maglumatlary we arzalar ýok.',
    ru: 'У учётной записи оператора нет данных клиента и заявок.',
    en: 'An operator account has no client records or requests.',
  },
  own_request: {
    tm: 'Öz arzaňyz boýunça karar çykaryp bilmersiňiz.',
    ru: 'Нельзя принимать решение по собственной заявке.',
    en: 'You cannot decide on a request of your own.',
  },
} satisfies Catalog

export const ACCOUNTS_FIELDS: Catalog = {
  code: { tm: 'Kod', ru: 'Код', en: 'code' },
}
