import type { Catalog } from '../catalog.js'

/** The operator office: claims, operators' accounts and invitations, news editing. */
export const OFFICE_MESSAGES = {
  claim_held_by_another: {
    tm: 'Muny eýýäm {name} ({email}) işläp başlady: ol boşadýança garaşyň.',
    ru: 'С этим уже работает {name} ({email}): дождитесь, пока он освободит заявку.',
    en: '{name} ({email}) is already working on this: wait until they release it.',
  },
  claim_required: {
    tm: 'Ilki muny özüňize alyň («Işe almak»), soňra hereket ediň.',
    ru: 'Сначала возьмите заявку в работу («Взять в работу»), затем действуйте.',
    en: 'Claim it first (“Claim”), then act on it.',
  },
  claim_not_yours: {
    tm: 'Siz muny özüňize alan dälsiňiz: boşadyp bolmaýar.',
    ru: 'Вы не брали это в работу: освобождать нечего.',
    en: 'You have not claimed this, so there is nothing to release.',
  },
  claim_closed: {
    tm: 'Bu eýýäm tamamlandy («{status}»): ony işe alyp bolmaýar.',
    ru: 'Работа с этим уже завершена («{status}»): взять в работу нельзя.',
    en: 'This is already settled (“{status}”): it cannot be claimed.',
  },
  operator_not_found: {
    tm: 'Beýle operator ýok.',
    ru: 'Такого оператора нет.',
    en: 'There is no such operator.',
  },
  operator_self_deactivation: {
    tm: 'Öz hasabyňyzy işjeňsizlendirip bilmeýärsiňiz.',
    ru: 'Нельзя деактивировать собственную учётную запись.',
    en: 'You cannot deactivate your own account.',
  },
  operator_email_taken: {
    tm: 'Bu e-poçta eýýäm ulanylýar.',
    ru: 'Этот адрес уже используется.',
    en: 'This e-mail address is already in use.',
  },
  operator_invitation_invalid: {
    tm: 'Bu çakylyk salgysy nädogry, ulanylan ýa-da möhleti geçen. Täze çakylyk soraň.',
    ru: 'Эта ссылка-приглашение неверна, уже использована или устарела. Попросите новое приглашение.',
    en: 'This invitation link is wrong, used or expired. Ask for a new invitation.',
  },
  operator_account_inactive: {
    tm: 'Bu hasap işjeň däl.',
    ru: 'Эта учётная запись не активна.',
    en: 'This account is not active.',
  },
  news_poster_required: {
    tm: 'Habaryň suratyny goşuň.',
    ru: 'Добавьте изображение к новости.',
    en: 'Add the news item’s poster image.',
  },
  news_poster_type: {
    tm: 'Surat JPEG, PNG ýa-da WebP bolmaly.',
    ru: 'Изображение должно быть в формате JPEG, PNG или WebP.',
    en: 'The poster must be a JPEG, PNG or WebP image.',
  },
  news_poster_too_large: {
    tm: 'Surat {max} baýtdan uly bolmaly däl.',
    ru: 'Изображение не может быть больше {max} байт.',
    en: 'The poster cannot be larger than {max} bytes.',
  },
  news_poster_unreadable: {
    tm: 'Bu suraty okap bolmady: ol zaýalanan ýa-da {megapixels} megapikselden uly. Ony JPEG, PNG ýa-da WebP görnüşinde täzeden ýazdyryň.',
    ru: 'Не удалось прочитать изображение: оно повреждено или больше {megapixels} мегапикселей. Сохраните его заново как JPEG, PNG или WebP.',
    en: 'The poster could not be read: it is damaged or larger than {megapixels} megapixels. Save it again as a JPEG, PNG or WebP image.',
  },
  news_empty_after_cleaning: {
    tm: 'Arassalanandan soň tekst boş galdy: ýönekeý tekst ýazyň.',
    ru: 'После очистки от недопустимой разметки текст пуст: напишите обычный текст.',
    en: 'The text is empty once unsafe markup is removed: write plain text.',
  },
  news_already: {
    tm: 'Habaryň ýagdaýy eýýäm «{status}».',
    ru: 'Новость уже в состоянии «{status}».',
    en: 'The news item is already “{status}”.',
  },
} satisfies Catalog

/** How the office's news form fields are named to a person. */
export const OFFICE_FIELDS = {
  title_tm: {
    tm: 'Sözbaşy (türkmençe)',
    ru: 'Заголовок (по-туркменски)',
    en: 'headline (Turkmen)',
  },
  title_ru: { tm: 'Sözbaşy (rusça)', ru: 'Заголовок (по-русски)', en: 'headline (Russian)' },
  title_en: { tm: 'Sözbaşy (iňlisçe)', ru: 'Заголовок (по-английски)', en: 'headline (English)' },
  description_tm: { tm: 'Tekst (türkmençe)', ru: 'Текст (по-туркменски)', en: 'text (Turkmen)' },
  description_ru: { tm: 'Tekst (rusça)', ru: 'Текст (по-русски)', en: 'text (Russian)' },
  description_en: { tm: 'Tekst (iňlisçe)', ru: 'Текст (по-английски)', en: 'text (English)' },
  poster: { tm: 'Surat', ru: 'Изображение', en: 'poster image' },
  lang: { tm: 'Dil', ru: 'Язык', en: 'language' },
  token: { tm: 'Çakylyk salgysy', ru: 'Ссылка-приглашение', en: 'invitation link' },
} satisfies Catalog
