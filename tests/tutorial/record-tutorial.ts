import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Browser, Locator, Page } from '@playwright/test'
import { expect, test } from '../e2e/fixtures.js'
import { translated } from '../e2e/support/catalogs.js'
import { ROOT } from '../e2e/support/portal.js'
import { type CaptionLang, type Step, type StepMark, webVtt } from './captions.js'
import { encodeWebm, Screencast, webpStill } from './screencast.js'

/**
 * Records the online application's tutorial video (`npm run tutorial`): a haulier's walk through
 * the form, filled, sent and found in the history, once in each interface language, written with
 * its poster and its captions into the web's static files (a Russian reader sees the Russian
 * interface). Not a test (nothing here is checked but that the walk went through); the journeys
 * in tests/e2e/ check the video's player. `TUTORIAL_LANGS=ru` records one language.
 */
const OUT = path.join(ROOT, 'web', 'public', 'tutorial')
const NAME = 'online-application'
const LANGS = (process.env.TUTORIAL_LANGS ?? 'tm,ru,en').split(',') as CaptionLang[]

test.setTimeout(300_000)

for (const LANG of LANGS) {
  test.describe(LANG, () => {
    test.use({ lang: LANG, theme: 'light', viewport: { width: 1280, height: 720 } })
    test(`the online application, walked through and recorded (${LANG})`, ({
      page,
      haulier,
      browser,
    }) => record(LANG, page, browser, haulier.id))
  })
}

async function record(LANG: CaptionLang, page: Page, browser: Browser, haulierId: string) {
  const say = (english: string, feature = 'requests') => translated(english, feature)[LANG]
  expect(haulierId).toBeTruthy()
  await page.addInitScript(drawPointer)
  const documents = await sampleDocuments(page, LANG)
  await page.goto('/online-application/onlineApplicationTab')
  await expect(page.getByRole('button', { name: say('Submit') })).toBeVisible()
  await page.mouse.move(640, 200)

  const cast = await Screencast.start(page)
  const marks: StepMark[] = []
  const mark = (step: Step) => marks.push({ step, at: cast.since() })
  // Pauses here are for the viewer, to read a caption or see a change: this is a film, not a test.
  const hold = (ms: number) => page.waitForTimeout(ms)

  await hold(600)
  mark('intro')
  await hold(3000)

  mark('letter')
  await glide(page, page.getByRole('link', { name: say('Download the application letter (PDF)') }))
  await hold(4000)

  // The institution and the responsible person start filled from the account: shown, not typed.
  mark('institution')
  await glide(page, page.getByLabel(say('Institution name')))
  await hold(2500)
  await type(page, page.getByLabel(say('Loading permission number')), 'YR-2026-0417')
  await type(page, page.getByLabel(say('CMR number'), { exact: true }), 'CMR-458812')
  await hold(1200)

  mark('people')
  await glide(page, page.getByLabel(say("Responsible person's full name")))
  await hold(1500)
  await glide(page, page.getByLabel(say("Responsible person's e-mail")))
  await hold(2000)
  await type(page, page.getByLabel(say("Director's full name")), 'Bägül Ataýewa')
  await hold(1500)

  mark('documents')
  await attach(page, page.getByLabel(say('Application letter')), documents.letter)
  await attach(page, page.getByLabel(say('Certificate'), { exact: true }), documents.certificate)
  await hold(2000)

  mark('remove')
  const registration = page.getByLabel(say('State registration document'))
  await attach(page, registration, documents.wrong)
  await hold(900)
  const remove = page.getByRole('button', { name: `${say('Remove', '')} ${documents.wrong.name}` })
  await glide(page, remove)
  await remove.click()
  await hold(800)
  await attach(page, registration, documents.registration)
  await hold(1500)
  const poster = cast.frames.at(-1)?.jpeg

  mark('send')
  // A slow line, so the progress is there to see.
  const network = await page.context().newCDPSession(page)
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 40,
    downloadThroughput: -1,
    uploadThroughput: 700 * 1024,
  })
  const send = page.getByRole('button', { name: say('Submit') })
  await glide(page, send)
  await send.click()
  // Sent, the application's confirmation page (ADR 0091).
  const accepted = page.getByText(
    say('Your application accepted. Our administrators will contact you.'),
  )
  await expect(accepted).toBeVisible({ timeout: 60_000 })
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  })

  mark('accepted')
  await glide(page, page.getByRole('heading', { level: 1 }))
  await hold(3500)

  mark('history')
  const history = page
    .getByRole('navigation', { name: say('Cabinet sections', 'cabinet') })
    .getByRole('link', { name: say('Request history', 'cabinet') })
  await glide(page, history)
  await history.click()
  await expect(page.getByRole('row', { name: /YR-2026-0417/ })).toBeVisible()
  await glide(page, page.getByRole('row', { name: /YR-2026-0417/ }))
  await hold(4000)
  const end = cast.since()
  await cast.stop()

  const video = await encodeWebm(browser, cast.frames, end, { quantizer: 48, keyFrameSeconds: 10 })
  const file = `${NAME}.${LANG}`
  await writeFile(path.join(OUT, `${file}.webm`), video)
  if (poster) await writeFile(path.join(OUT, `${file}.webp`), await webpStill(browser, poster, 0.8))
  await writeFile(path.join(OUT, `${file}.vtt`), webVtt(LANG, marks, end))
  process.stdout.write(
    `${file}.webm: ${end.toFixed(1)} s, ${cast.frames.length} frames, ${video.length} bytes\n`,
  )
}

/** The mouse pointer, drawn (a headless browser's screencast shows none). */
function drawPointer() {
  const style = `position:fixed;left:0;top:0;width:22px;height:22px;margin:-11px 0 0 -11px;
    border-radius:50%;background:rgb(230 80 40 / 0.45);border:2px solid rgb(200 50 20 / 0.9);
    pointer-events:none;z-index:2147483647;transition:transform 120ms`
  addEventListener('DOMContentLoaded', () => {
    const pointer = document.createElement('div')
    pointer.setAttribute('aria-hidden', 'true')
    pointer.style.cssText = style
    document.body.append(pointer)
    addEventListener('mousemove', (event) => {
      pointer.style.left = `${event.clientX}px`
      pointer.style.top = `${event.clientY}px`
    })
    addEventListener('mousedown', () => {
      pointer.style.transform = 'scale(0.7)'
    })
    addEventListener('mouseup', () => {
      pointer.style.transform = ''
    })
  })
}

/**
 * Brings the element to the middle of the screen when it is not well in view (at once: a smooth
 * scroll redraws the whole screen for a second, the heaviest part of a video), then moves the
 * pointer onto it.
 */
async function glide(page: Page, target: Locator) {
  const scrolled = await target.evaluate((element) => {
    const { top, bottom } = element.getBoundingClientRect()
    if (top >= 90 && bottom <= innerHeight - 40) return false
    element.scrollIntoView({ behavior: 'instant', block: 'center' })
    return true
  })
  if (scrolled) await page.waitForTimeout(400)
  const box = await target.boundingBox()
  if (!box) throw new Error('the walk lost an element off the page')
  await page.mouse.move(box.x + Math.min(box.width / 2, 120), box.y + box.height / 2, { steps: 18 })
  await page.waitForTimeout(150)
}

async function type(page: Page, field: Locator, text: string) {
  await glide(page, field)
  await field.click()
  await field.pressSequentially(text, { delay: 35 })
  await page.waitForTimeout(250)
}

type Sample = { name: string; mimeType: string; buffer: Buffer }

async function attach(page: Page, input: Locator, file: Sample) {
  await glide(page, input)
  await input.setInputFiles(file)
  await page.waitForTimeout(700)
}

/**
 * The documents the walk attaches: the Turkmen letter template itself, and scans of a
 * certificate and a state registration drawn as pages of a fictional company and photographed.
 */
async function sampleDocuments(page: Page, lang: CaptionLang) {
  const letter = await readFile(
    path.join(ROOT, `web/public/documents/application-letter-${lang}.pdf`),
  )
  /** A page of a document on grainy paper, photographed: `grain` makes it as heavy as a scan. */
  const scan = async (title: string, lines: string[], size = { width: 620, height: 860 }) => {
    const sheet = await page.context().newPage()
    await sheet.setViewportSize(size)
    await sheet.setContent(
      `<body style="margin:0;font:${size.width / 38}px/1.5 serif;color:#222;background:#fbf8ef">
        <canvas style="position:fixed;inset:0"></canvas>
        <div style="position:relative;margin:6%;padding:6%;border:6px double #7a6a3a;height:78%">
        <h1 style="text-align:center;font-size:1.6em">${title}</h1>
        ${lines.map((line) => `<p>${line}</p>`).join('')}</div></body>`,
    )
    await sheet.evaluate(({ width, height }) => {
      const canvas = document.querySelector('canvas') as HTMLCanvasElement
      Object.assign(canvas, { width, height })
      const context = canvas.getContext('2d') as CanvasRenderingContext2D
      const pixels = context.createImageData(width, height)
      for (let i = 0; i < pixels.data.length; i += 4) {
        const grain = 232 + Math.floor(Math.random() * 20)
        pixels.data.set([grain, grain - 4, grain - 14, 255], i)
      }
      context.putImageData(pixels, 0, 0)
    }, size)
    const buffer = await sheet.screenshot({ type: 'png' })
    await sheet.close()
    return buffer
  }
  return {
    letter: { name: 'yuztutma-haty.pdf', mimeType: 'application/pdf', buffer: letter },
    certificate: {
      name: 'ygtyyarnama.png',
      mimeType: 'image/png',
      buffer: await scan('YGTYÝARNAMA', [
        '№ HYD-0421',
        'Ak Ýol Logistika HJ',
        'Halkara awtomobil ýük daşamalary',
        'Möhleti: 31.12.2028',
      ]),
    },
    wrong: { name: 'surat.png', mimeType: 'image/png', buffer: await scan('Surat', ['…']) },
    registration: {
      name: 'dowlet-sanaw.png',
      mimeType: 'image/png',
      buffer: await scan(
        'DÖWLET HASABA ALYŞ ŞAHADATNAMASY',
        ['Ak Ýol Logistika HJ', 'Hasaba alyş belgisi: 102345678', 'Aşgabat, 14.03.2019'],
        { width: 1240, height: 1720 },
      ),
    },
  }
}
