import type { Catalog } from '../catalog.js'

/** A company's members, their roles and invitations (ADR 0103). */
export const COMPANIES_MESSAGES = {
  role_refused_administrator: {
    tm: 'Kompaniýadaky administrator wezipäňiz bu hereketi etmäge rugsat bermeýär.',
    ru: 'Ваша роль в компании («администратор») не позволяет это действие.',
    en: 'Your role in this company (administrator) does not allow this.',
  },
  role_refused_dispatcher: {
    tm: 'Kompaniýadaky dispetçer wezipäňiz bu hereketi etmäge rugsat bermeýär: muny diňe administrator edip biler.',
    ru: 'Ваша роль в компании («диспетчер») не позволяет это действие: его выполняет администратор.',
    en: 'Your role in this company (dispatcher) does not allow this: an administrator does it.',
  },
  role_refused_viewer: {
    tm: 'Kompaniýadaky synlaýjy wezipäňiz diňe görmäge rugsat berýär: üýtgetmek bolmaýar.',
    ru: 'Ваша роль в компании («наблюдатель») позволяет только просмотр, без изменений.',
    en: 'Your role in this company (viewer) lets you read, not change anything.',
  },
  no_company: {
    tm: 'Siz hiç bir kompaniýanyň işjeň agzasy däl. Administratoryňyz bilen habarlaşyň.',
    ru: 'Вы не состоите ни в одной компании или ваше участие приостановлено. Обратитесь к её администратору.',
    en: 'You are not an active member of any company. Ask its administrator.',
  },
  role_administrator: { tm: 'administrator', ru: 'администратор', en: 'administrator' },
  role_dispatcher: { tm: 'dispetçer', ru: 'диспетчер', en: 'dispatcher' },
  role_viewer: { tm: 'synlaýjy', ru: 'наблюдатель', en: 'viewer' },
  company_not_found: {
    tm: 'Kompaniýa tapylmady.',
    ru: 'Компания не найдена.',
    en: 'The company was not found.',
  },
  member_not_found: {
    tm: 'Agza tapylmady.',
    ru: 'Участник не найден.',
    en: 'The member was not found.',
  },
  last_administrator: {
    tm: 'Kompaniýanyň ýeke-täk administratory gidip ýa-da wezipesini üýtgedip bilmeýär: ilki başga administratory belläň.',
    ru: 'Последний администратор компании не может уйти или сменить роль: сначала назначьте другого администратора.',
    en: 'The last administrator of a company cannot leave or change role: make someone else administrator first.',
  },
  already_member: {
    tm: 'Bu e-poçtaly adam eýýäm kompaniýanyň agzasy.',
    ru: 'Человек с этим адресом уже участник компании.',
    en: 'The person with this e-mail is already a member of the company.',
  },
  invitation_invalid: {
    tm: 'Çakylyk salgysy nädogry, möhleti geçen ýa-da eýýäm ulanylan.',
    ru: 'Ссылка приглашения недействительна, истекла или уже использована.',
    en: 'The invitation link is invalid, has expired or has been used.',
  },
  invitation_other_email: {
    tm: 'Bu çakylyk başga e-poçta iberildi: şol salga bilen giriň.',
    ru: 'Это приглашение отправлено на другой адрес: войдите с ним.',
    en: 'This invitation was sent to another e-mail: log in with that one.',
  },
  invitation_not_found: {
    tm: 'Çakylyk tapylmady.',
    ru: 'Приглашение не найдено.',
    en: 'The invitation was not found.',
  },
  invitation_account_exists: {
    tm: 'Bu e-poçta bilen hasap eýýäm bar: ulgama giriň we çakylygy kabul ediň.',
    ru: 'Учётная запись с этим адресом уже есть: войдите и примите приглашение.',
    en: 'An account with this e-mail exists already: log in and accept the invitation.',
  },
  activity_days_reversed: {
    tm: '«Şu günden» «Şu güne çenli» senesinden soň bolmaly däl.',
    ru: 'Дата «с» не может быть позже даты «по».',
    en: 'The "from" day cannot be after the "to" day.',
  },
  payment_status_pending: { tm: 'Töleg garaşylýar', ru: 'Оплата ожидается', en: 'Payment pending' },
  payment_status_paid: { tm: 'Tölendi', ru: 'Оплачено', en: 'Paid' },
  payment_status_declined: {
    tm: 'Töleg ret edildi',
    ru: 'Оплата отклонена',
    en: 'Payment declined',
  },
} satisfies Catalog
