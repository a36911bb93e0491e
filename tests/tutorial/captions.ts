/**
 * What the tutorial video says, step by step, in the portal's three languages. The recording
 * notes when each step starts; a step's caption shows from then until the next one starts.
 */
export type CaptionLang = 'tm' | 'ru' | 'en'
export type Step =
  | 'intro'
  | 'letter'
  | 'institution'
  | 'people'
  | 'documents'
  | 'remove'
  | 'send'
  | 'accepted'
  | 'history'

export const CAPTIONS: Record<Step, Record<CaptionLang, string>> = {
  intro: {
    tm: 'Onlaýn arza şahsy otagda, «Onlaýn arza» bölüminde berilýär.',
    ru: 'Онлайн-заявка подаётся в личном кабинете, в разделе «Онлайн-заявка».',
    en: 'The online application is filed in the cabinet, under Online application.',
  },
  letter: {
    tm: 'Ýüztutma hatynyň nusgasyny şu ýerden ýükläp alyň: dolduryň, gol çekiň we möhür basyň.',
    ru: 'Здесь скачайте образец письма-заявления: заполните его, подпишите и поставьте печать.',
    en: 'Download the application letter template here: fill it in, sign and stamp it.',
  },
  institution: {
    tm: 'Çepde: edaranyň ady hasabyňyzdan doldurylýar; ýüklemäge rugsatnamanyň belgisini we CMR belgisini ýazyň.',
    ru: 'Слева: название организации подставлено из вашей учётной записи; впишите номер разрешения на погрузку и номер CMR.',
    en: "On the left: the institution's name comes from your account; type the loading permission number and the CMR number.",
  },
  people: {
    tm: 'Jogapkär adam, onuň telefony we e-poçtasy hem hasabyňyzdan: barlaň. Direktoryň F.A.A. ýazyň.',
    ru: 'Ответственное лицо, его телефон и эл. почта тоже из учётной записи: проверьте их. Впишите Ф.И.О. директора.',
    en: "The responsible person, their phone and e-mail come from your account too: check them. Type the director's full name.",
  },
  documents: {
    tm: 'Sagda üç resminama: JPG, PNG, BMP, GIF, SVG, WebP ýa-da PDF, her biri 7 168 kB-dan kiçi.',
    ru: 'Справа три документа: JPG, PNG, BMP, GIF, SVG, WebP или PDF, каждый меньше 7 168 кБ.',
    en: 'On the right, three documents: JPG, PNG, BMP, GIF, SVG, WebP or PDF, each under 7,168 kB.',
  },
  remove: {
    tm: 'Nädogry faýl? Ony aýryň we başgasyny saýlaň. Döwlet hasaba alyş resminamasy hökmany.',
    ru: 'Не тот файл? Удалите его и выберите другой. Документ о госрегистрации обязателен.',
    en: 'A wrong file? Remove it and choose another. The state registration document is required.',
  },
  send: {
    tm: '«Ibermek» düwmesine basyň: zolak faýllaryň näçesiniň iberilendigini görkezýär.',
    ru: 'Нажмите «Отправить»: полоса показывает, какая часть файлов уже отправлена.',
    en: 'Press Submit: the bar shows how much of the files has been sent.',
  },
  accepted: {
    tm: 'Arza kabul edildi: kärhananyň administratorlary siz bilen habarlaşar.',
    ru: 'Заявка принята: администраторы предприятия свяжутся с вами.',
    en: "The application is accepted: the enterprise's administrators will contact you.",
  },
  history: {
    tm: 'Arzany «Haýyşlaryň taryhy» bölüminde yzarlaň: operator jogap berýänçä garaşylýar.',
    ru: 'Следите за заявкой в «Истории заявок»: она на рассмотрении, пока оператор не ответит.',
    en: 'Follow it in the Request history: it stays pending until an operator answers.',
  },
}

export type StepMark = { step: Step; at: number }

/** hh:mm:ss.mmm, as WebVTT writes a cue's time. */
function cueTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000))
  const part = (value: number, digits = 2) => String(value).padStart(digits, '0')
  const h = Math.floor(ms / 3_600_000)
  const m = Math.floor(ms / 60_000) % 60
  const s = Math.floor(ms / 1000) % 60
  return `${part(h)}:${part(m)}:${part(s)}.${part(ms % 1000, 3)}`
}

/**
 * The WebVTT captions of one language: each step's text from its start (seconds into the
 * video) to the next step's, the last one to the video's end.
 */
export function webVtt(lang: CaptionLang, marks: readonly StepMark[], end: number): string {
  const cues = marks.map((mark, index) => {
    const until = marks[index + 1]?.at ?? end
    return `${index + 1}\n${cueTime(mark.at)} --> ${cueTime(until)}\n${CAPTIONS[mark.step][lang]}\n`
  })
  return `WEBVTT\n\n${cues.join('\n')}`
}
