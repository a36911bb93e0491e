/**
 * The application letter a haulier's company writes to the enterprise to ask for its service (the
 * online, CMR, application), in the portal's three languages: a template with blanks to fill in,
 * print, sign and stamp, then attach to the application as its "application letter".
 */
export type LetterLang = 'tm' | 'ru' | 'en'

export type LetterText = {
  /** The PDF's language tag (Turkmen is `tk`). */
  tag: string
  /** The document's title, for the PDF's metadata and the reader's window. */
  documentTitle: string
  sender: { heading: string; fields: readonly string[] }
  /** The letter's own number and date, as the company registers outgoing mail. */
  outgoing: string
  /** Whom the letter is to: the enterprise's head, its name and address. */
  addressee: readonly string[]
  title: string
  request: string
  /** What the request is about, each a blank to fill in. */
  details: readonly string[]
  confirmation: string
  enclosures: { heading: string; items: readonly string[] }
  signature: { date: string; position: string; signature: string; name: string; stamp: string }
  /** A line under the letter: what to do with it. */
  howToSend: string
}

export const LETTER_TEXTS: Record<LetterLang, LetterText> = {
  tm: {
    tag: 'tk',
    documentTitle: 'Ýüztutma haty — Türkmenawtoulaggözegçilik',
    sender: {
      heading: 'Ugradyjy (guramanyň blankasy)',
      fields: [
        'Guramanyň doly ady',
        'Ýuridik salgysy',
        'Telefon, e-poçta',
        'Hasaplaşyk hasaby',
        'Bank we onuň BIK-i',
        'Salgyt töleýjiniň belgisi',
        'Döwlet hasaba alyş belgisi',
      ],
    },
    outgoing: 'Çykyş belgisi № ________   «____» ______________ 20___ ý.',
    addressee: [
      '«Türkmenawtoulaggözegçilik»',
      'döwlet kärhanasynyň başlygyna',
      'Aşgabat şäheri, Türkmenistan',
    ],
    title: 'ÝÜZTUTMA HATY',
    request:
      'Size halkara awtomobil ýük daşamasy boýunça onlaýn arzamyzy kabul etmegiňizi we CMR ýük ' +
      'ugratma haty esasynda ýüki daşamaga rugsat bermegiňizi haýyş edýäris. Daşamanyň maglumatlary:',
    details: [
      'Ýüklemäge rugsatnamanyň belgisi',
      'CMR ýük ugratma hatynyň belgisi we senesi',
      'Awtoulag (markasy, döwlet belgisi)',
      'Tirkegiň döwlet belgisi',
      'Ugur (nireden — nirä)',
      'Ýüküň görnüşi we agramy',
      'Jogapkär işgär (F.A.A., telefon, e-poçta)',
    ],
    confirmation:
      'Görkezilen maglumatlaryň dogrudygyny we goşulan resminamalaryň hakykydygyny tassyklaýarys.',
    enclosures: {
      heading: 'Arzanyň faýllary (onlaýn arzanyň üç meýdany):',
      items: [
        'Ýüztutma haty — şu hat.',
        'Şahadatnama — nusgasy, 1 sahypa.',
        'Döwlet hasaba alyş resminamasy — nusgasy, 1 sahypa (hökmany).',
      ],
    },
    signature: {
      date: 'Senesi',
      position: 'Direktor',
      signature: '(goly)',
      name: '(familiýasy, ady, atasynyň ady)',
      stamp: 'M.Ý.',
    },
    howToSend:
      'Haty dolduryp, gol çekip we möhür basyp, portalyň şahsy otagyndaky «Onlaýn arza» ' +
      'bölüminde «Ýüztutma haty» hökmünde goşuň.',
  },
  ru: {
    tag: 'ru',
    documentTitle: 'Письмо-заявление — Туркменавтоулаггозегчилик',
    sender: {
      heading: 'Отправитель (бланк организации)',
      fields: [
        'Полное наименование организации',
        'Юридический адрес',
        'Телефон, электронная почта',
        'Расчётный счёт',
        'Банк и его БИК',
        'ИНН (номер налогоплательщика)',
        'Регистрационный номер (ЕГРПО)',
      ],
    },
    outgoing: 'Исх. № ________   «____» ______________ 20___ г.',
    addressee: [
      'Начальнику государственного',
      'предприятия',
      '«Туркменавтоулаггозегчилик»',
      'г. Ашхабад, Туркменистан',
    ],
    title: 'ПИСЬМО-ЗАЯВЛЕНИЕ',
    request:
      'Просим Вас принять нашу онлайн-заявку на международную автомобильную перевозку груза и ' +
      'разрешить перевозку по международной товарно-транспортной накладной CMR. Сведения о ' +
      'перевозке:',
    details: [
      'Номер разрешения на погрузку',
      'Номер и дата накладной CMR',
      'Автомобиль (марка, государственный номер)',
      'Государственный номер прицепа',
      'Маршрут (откуда — куда)',
      'Вид и вес груза',
      'Ответственное лицо (Ф.И.О., телефон, эл. почта)',
    ],
    confirmation:
      'Подтверждаем достоверность указанных сведений и действительность приложенных документов.',
    enclosures: {
      heading: 'Файлы заявки (три поля онлайн-заявки):',
      items: [
        'Письмо-заявление — это письмо.',
        'Свидетельство — копия, 1 л.',
        'Документ о государственной регистрации — копия, 1 л. (обязательно).',
      ],
    },
    signature: {
      date: 'Дата',
      position: 'Директор',
      signature: '(подпись)',
      name: '(фамилия, имя, отчество)',
      stamp: 'М.П.',
    },
    howToSend:
      'Заполните письмо, подпишите его и поставьте печать, затем приложите в личном кабинете ' +
      'портала, в разделе «Онлайн-заявка», как «Письмо-заявление».',
  },
  en: {
    tag: 'en',
    documentTitle: 'Application letter — Türkmenawtoulaggözegçilik',
    sender: {
      heading: "Sender (the company's letterhead)",
      fields: [
        "Company's full name",
        'Registered address',
        'Phone, e-mail',
        'Bank account number',
        'Bank and its BIC',
        'Taxpayer number',
        'State register number (YeGRPO)',
      ],
    },
    outgoing: 'Ref. No. ________   dated ____ ______________ 20___',
    addressee: [
      'To the Head of the State Enterprise',
      'Türkmenawtoulaggözegçilik',
      'Ashgabat, Turkmenistan',
    ],
    title: 'APPLICATION LETTER',
    request:
      'We ask you to accept our online application for the international carriage of goods by ' +
      'road and to permit the carriage under a CMR consignment note. The carriage in brief:',
    details: [
      'Loading permission number',
      'CMR consignment note number and date',
      'Vehicle (make, registration number)',
      "Trailer's registration number",
      'Route (from — to)',
      'Cargo and its weight',
      'Responsible person (full name, phone, e-mail)',
    ],
    confirmation:
      'We confirm that the information given is true and that the enclosed documents are valid.',
    enclosures: {
      heading: 'The application’s files (the online application’s three fields):',
      items: [
        'Application letter — this letter.',
        'Certificate — a copy, 1 page.',
        'State registration document — a copy, 1 page (required).',
      ],
    },
    signature: {
      date: 'Date',
      position: 'Director',
      signature: '(signature)',
      name: '(full name)',
      stamp: 'Seal',
    },
    howToSend:
      'Fill in the letter, sign and stamp it, then attach it as the "Application letter" in the ' +
      "portal's cabinet, under Online application.",
  },
}
