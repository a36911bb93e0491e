import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { CAPTIONS, type Step } from '../tutorial/captions.js'
import { expect, test } from './fixtures.js'
import { wcagViolations } from './support/axe.js'
import { translated } from './support/catalogs.js'
import type { Account, Lang } from './support/gateway.js'
import { ROOT } from './support/portal.js'
import { scanPng } from './support/sample-files.js'
import { chooseLanguage } from './support/shell.js'

/**
 * The online application's helps and its upload, in a real browser: the tutorial video (nothing
 * of it loaded before it is opened, the captions of the page's language, paused when closed), the
 * application letter downloaded in the page's language, the progress of a large upload on a slow
 * line, what was typed kept when the upload fails, and axe-core on the tab with the video open.
 */
const TAB = '/online-application/onlineApplicationTab'
const textsIn =
  (lang: Lang) =>
  (english: string, feature = 'requests') =>
    translated(english, feature)[lang]
const intl = (lang: Lang) => (lang === 'tm' ? 'tk' : lang)

/** What the page asks of the tutorial's files while `action` runs. */
async function tutorialRequests(page: Page, action: () => Promise<void>): Promise<string[]> {
  const asked: string[] = []
  const listen = (request: { url(): string }) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/tutorial/')) asked.push(pathname)
  }
  page.on('request', listen)
  try {
    await action()
  } finally {
    page.off('request', listen)
  }
  return asked
}

/** The tutorial video's state, read from the element. */
const videoState = (page: Page) =>
  page.locator('video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    showing: Array.from(video.textTracks)
      .filter((track) => track.mode === 'showing')
      .map((track) => ({
        language: track.language,
        first: (track.cues?.[0] as VTTCue | undefined)?.text ?? null,
      })),
  }))

for (const lang of ['tm', 'en'] as const) {
  test.describe(`online application's helps, in ${lang}`, () => {
    test.use({ lang })

    test("the tutorial video loads nothing until opened, is the recording of the page's language with its captions, plays, and is paused by closing it", async ({
      page,
      haulier,
    }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn(lang)
      const asked = await tutorialRequests(page, async () => {
        await page.goto(TAB)
        await expect(page.getByRole('button', { name: say('Submit') })).toBeVisible()
      })
      expect(asked, 'the tutorial files asked before the video was opened').toEqual([])
      await expect(page.locator('video')).toHaveCount(0)

      const show = page.getByRole('button', { name: say('Show the tutorial video') })
      await expect(show).toHaveAttribute('aria-expanded', 'false')
      await show.click()
      const hide = page.getByRole('button', { name: say('Hide the tutorial video') })
      await expect(hide).toHaveAttribute('aria-expanded', 'true')
      const video = page.getByLabel(say('Tutorial video: filling in the online application'))
      await expect(video).toBeVisible()
      await expect(video).toHaveAttribute('preload', 'none')
      await expect(page.locator(`track[srclang="${intl(lang)}"]`)).toHaveAttribute('default', '')
      // The recording of the page's language: its interface is the one the reader uses.
      await expect(page.locator('video source')).toHaveAttribute(
        'src',
        `/tutorial/online-application.${lang}.webm`,
      )
      // Served in ranges, so the player can seek.
      const range = await page.request.get(`/tutorial/online-application.${lang}.webm`, {
        headers: { range: 'bytes=0-99' },
      })
      expect([range.status(), range.headers()['content-type']]).toEqual([206, 'video/webm'])
      // The captions of the page's language show, and they are the tutorial's first words in it.
      await expect
        .poll(async () => (await videoState(page)).showing)
        .toEqual([{ language: intl(lang), first: CAPTIONS.intro[lang] }])

      await video.evaluate((element: HTMLVideoElement) => element.play())
      await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.5)
      expect((await videoState(page)).paused).toBe(false)

      await hide.click()
      await expect(video).toBeHidden()
      const closed = await videoState(page)
      expect(closed.paused).toBe(true)
      await expect(show).toBeFocused()
      // Opened again, it waits where it was stopped.
      await show.click()
      await expect(video).toBeVisible()
      const reopened = await videoState(page)
      expect(reopened.paused).toBe(true)
      expect(reopened.time).toBeCloseTo(closed.time, 1)
      // The interface in Russian now: the Russian recording with its captions, one at a time.
      await chooseLanguage(page, 'Русский')
      await expect(page.locator('video source')).toHaveAttribute(
        'src',
        '/tutorial/online-application.ru.webm',
      )
      await expect
        .poll(async () => (await videoState(page)).showing)
        .toEqual([{ language: 'ru', first: CAPTIONS.intro.ru }])
    })

    test("the application letter downloads as a PDF in the page's language; the two others are offered", async ({
      page,
      haulier,
    }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn(lang)
      await page.goto(TAB)
      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: say('Download the application letter (PDF)') }).click()
      const download = await downloading
      expect(download.suggestedFilename()).toBe(`application-letter-${lang}.pdf`)
      const bytes = await readFile(await download.path())
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      // The letter made for this language (its text is checked where it is made).
      const made = path.join(ROOT, 'web/public/documents', `application-letter-${lang}.pdf`)
      expect(Buffer.compare(bytes, await readFile(made))).toBe(0)

      for (const other of (['tm', 'ru', 'en'] as const).filter((each) => each !== lang)) {
        const link = page.locator(`a[hreflang="${intl(other)}"]`)
        await expect(link).toHaveAttribute('href', `/documents/application-letter-${other}.pdf`)
        const answer = await page.request.get(`/documents/application-letter-${other}.pdf`)
        expect(answer.headers()['content-type']).toBe('application/pdf')
      }
    })
  })
}

test('the committed captions say every step of the walk, in order, in each language (npm run tutorial writes them)', async () => {
  const steps = Object.keys(CAPTIONS) as Step[]
  for (const lang of ['tm', 'ru', 'en'] as const) {
    const file = path.join(ROOT, 'web/public/tutorial', `online-application.${lang}.vtt`)
    const cues = (await readFile(file, 'utf8')).split('\n\n').slice(1)
    const read = cues.map((cue) => {
      const [, time = '', text = ''] = cue.trim().split('\n')
      const [from = '', to = ''] = time.split(' --> ')
      return { from, to, text }
    })
    expect(read.map((cue) => cue.text)).toEqual(steps.map((step) => CAPTIONS[step][lang]))
    // One after another, within the minute the video lasts.
    read.forEach((cue, index) => {
      expect(cue.from < cue.to, `cue ${index + 1} of ${lang}`).toBe(true)
      if (index > 0) expect(cue.from).toBe(read[index - 1]?.to)
    })
    expect(read.at(-1)?.to ?? '').toMatch(/^00:0[0-1]:\d{2}\.\d{3}$/)
  }
})

/** A PDF of about `bytes` (a real header, a comment as its padding), as a heavy scan would be. */
const heavyPdf = (bytes: number) =>
  Buffer.concat([
    Buffer.from('%PDF-1.4\n%'),
    Buffer.alloc(bytes, 'x'),
    Buffer.from('\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n'),
  ])

/**
 * A file field's button speaks the page's language, not the browser's; a click where a person
 * clicks, on its words, opens the system's file chooser (the input lies over them), and the
 * chosen file's name shows beside the button.
 */
async function chooseWithTheButton(page: Page, say: (english: string, feature?: string) => string) {
  const letter = page.locator('.field').filter({ has: page.getByLabel(say('Application letter')) })
  const button = letter.getByText(say('Choose file', ''), { exact: true })
  await expect(button).toBeVisible()
  await expect(letter.getByText(say('No file chosen', ''), { exact: true })).toBeVisible()
  await button.scrollIntoViewIfNeeded()
  // Where the words rest: the page may still be scrolling (smoothly, after the navigation).
  let box = await button.boundingBox()
  await expect
    .poll(async () => {
      const before = box
      box = await button.boundingBox()
      return JSON.stringify(box) === JSON.stringify(before)
    })
    .toBe(true)
  if (!box) throw new Error('the file button is not on the page')
  const chooser = page.waitForEvent('filechooser')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  await (await chooser).setFiles({
    name: 'letter.png',
    mimeType: 'image/png',
    buffer: scanPng('letter'),
  })
  await expect(letter.getByText('letter.png', { exact: true }).first()).toBeVisible()
  await expect(letter.getByText(say('No file chosen', ''), { exact: true })).toHaveCount(0)
}

/** The institution and the responsible person as the portal knows them: nothing typed twice. */
async function expectStartedFrom(page: Page, say: (english: string) => string, haulier: Account) {
  await expect(page.getByLabel(say('Institution name'))).toHaveValue(haulier.institutionName)
  await expect(page.getByLabel(say("Responsible person's full name"))).toHaveValue(haulier.name)
  await expect(page.getByLabel(say("Responsible person's phone"))).toHaveValue(
    new RegExp(haulier.phoneDigits.split('').join('\\s*')),
  )
  await expect(page.getByLabel(say("Responsible person's e-mail"))).toHaveValue(haulier.email)
}

async function fillApplication(page: Page, say: (english: string) => string, number: string) {
  await page.getByLabel(say('Institution name')).fill('Ak Ýol Logistika HJ')
  await page.getByLabel(say('Loading permission number')).fill(number)
  await page.getByLabel(say('CMR number'), { exact: true }).fill(`CMR-${number}`)
  await page.getByLabel(say("Responsible person's full name")).fill('Aýna Myradowa')
  await page.getByLabel(say("Responsible person's phone")).fill('61234567')
  await page.getByLabel(say("Responsible person's e-mail")).fill('ayna@example.tm')
  await page.getByLabel(say("Director's full name")).fill('Bägül Ataýewa')
  await page.getByLabel(say('State registration document')).setInputFiles({
    name: 'registration-scan.pdf',
    mimeType: 'application/pdf',
    buffer: heavyPdf(3_000_000),
  })
}

for (const lang of ['tm', 'en'] as const) {
  test.describe(`a large upload, in ${lang}`, () => {
    test.use({ lang })

    test('on a slow line the progress of the files shows and moves, and the application is sent', async ({
      page,
      haulier,
    }) => {
      const say = textsIn(lang)
      await page.goto(TAB)
      // The form starts from what the portal knows: the haulier's company and the haulier.
      await expectStartedFrom(page, say, haulier)
      await chooseWithTheButton(page, say)
      await fillApplication(page, say, `OA-SLOW-${lang}`)
      const network = await page.context().newCDPSession(page)
      await network.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 512 * 1024,
      })

      await page.getByRole('button', { name: say('Submit') }).click()
      const progress = page.getByRole('progressbar', { name: say('Sending the files') })
      await expect(progress).toBeVisible()
      const share = () =>
        progress.evaluate((bar: HTMLProgressElement) => (bar.max > 1 ? bar.value / bar.max : 0))
      await expect.poll(share).toBeGreaterThan(0.2)
      expect(await share(), 'the progress before the files are all sent').toBeLessThan(1)
      // Told politely by quarters: "Files sent: 25%" (or 50, 75).
      const quarter = new RegExp(
        `^${say('Files sent: {quarterShare}').replace('{quarterShare}', '.+')}$`,
      )
      await expect(page.getByRole('status').filter({ hasText: quarter })).toHaveCount(1)

      // Sent, the application's confirmation page says what the spec's popup said (ADR 0091).
      await expect(
        page.getByText(say('Your application accepted. Our administrators will contact you.')),
      ).toBeVisible({ timeout: 30_000 })
      await expect(page).toHaveURL(/\/onlineApplicationTab\/submitted\/\d+$/)
      await expect(progress).toHaveCount(0)
      await page.getByRole('link', { name: say('Send another online application') }).click()
      // A new one starts anew: nothing of the one sent, the haulier's own details again.
      await expect(page.getByLabel(say('Loading permission number'))).toHaveValue('')
      await expect(page.getByLabel(say("Director's full name"))).toHaveValue('')
      await expectStartedFrom(page, say, haulier)
    })
  })
}

test.describe('a broken upload, in English', () => {
  test.use({ lang: 'en' })

  test('an upload the network breaks keeps what was typed and chosen, and says to try again', async ({
    page,
    haulier,
  }) => {
    expect(haulier.id).toBeTruthy()
    const say = textsIn('en')
    await page.goto(TAB)
    await fillApplication(page, say, 'OA-BROKEN-1')
    await page.route('**/graphql', (route) =>
      route.request().method() === 'POST' &&
      (route.request().headers()['content-type'] ?? '').startsWith('multipart/form-data')
        ? route.abort('connectionreset')
        : route.fallback(),
    )
    await page.getByRole('button', { name: say('Submit') }).click()
    const popup = page.getByRole('dialog', { name: say('Application not accepted') })
    await expect(popup).toContainText(
      translated('The service is not available right now. Please try again later.', '').en,
    )
    await popup.getByRole('button', { name: say('OK', '') }).click()
    await expect(page.getByLabel(say('Loading permission number'))).toHaveValue('OA-BROKEN-1')
    await expect(page.getByLabel(say("Director's full name"))).toHaveValue('Bägül Ataýewa')
    await expect(page.getByText('registration-scan.pdf', { exact: true }).first()).toBeVisible()

    // The line back, the same form goes as it is.
    await page.unroute('**/graphql')
    await page.getByRole('button', { name: say('Submit') }).click()
    await expect(
      page.getByText(say('Your application accepted. Our administrators will contact you.')),
    ).toBeVisible()
  })
})

const looks = [
  { name: '1280 px, light', theme: 'light', viewport: { width: 1280, height: 800 } },
  { name: '390 px, dark', theme: 'dark', viewport: { width: 390, height: 844 } },
] as const

for (const look of looks) {
  test.describe(look.name, () => {
    test.use({ theme: look.theme, viewport: look.viewport, lang: 'tm' })

    test('the online application tab with the tutorial video open passes WCAG 2.1 AA', async ({
      page,
      haulier,
    }) => {
      expect(haulier.id).toBeTruthy()
      const say = textsIn('tm')
      await page.goto(TAB)
      await page.getByRole('button', { name: say('Show the tutorial video') }).click()
      await expect(
        page.getByLabel(say('Tutorial video: filling in the online application')),
      ).toBeVisible()
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      expect(width, 'the tab is wider than the screen').toBeLessThanOrEqual(look.viewport.width)
      expect(await wcagViolations(page)).toEqual([])
    })
  })
}

test.describe('a chosen document that shows no preview, in ru', () => {
  test.use({ lang: 'ru' })

  test('its "No preview" words stay inside their box, the longest language of the three', async ({
    page,
    haulier: _signedIn,
  }) => {
    const say = textsIn('ru')
    await page.goto(TAB)
    // Named an image but not one: the browser cannot draw it, and says so in its place.
    await page.getByLabel(say('State registration document'), { exact: false }).setInputFiles({
      name: 'registration.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not an image after all'),
    })
    const box = page.getByRole('img', {
      name: translated('No preview of {name}').ru.replace('{name}', 'registration.png'),
    })
    await expect(box).toBeVisible()
    const outside = await box.evaluate((element) => {
      const edge = element.getBoundingClientRect()
      return Array.from(element.children)
        .map((child) => child.getBoundingClientRect())
        .filter(
          (part) =>
            part.left < edge.left - 0.5 ||
            part.right > edge.right + 0.5 ||
            part.top < edge.top - 0.5 ||
            part.bottom > edge.bottom + 0.5,
        ).length
    })
    expect(outside, 'parts of the "No preview" box drawn outside it').toBe(0)
  })
})
