import type { Browser, CDPSession, Page } from '@playwright/test'
import { ArrayBufferTarget, Muxer } from 'webm-muxer'

/**
 * A page recorded as a WebM video with nothing but the browser: Chromium's screencast (the
 * DevTools protocol) hands over a JPEG each time the page changes, and Chromium's own VP9 encoder
 * (WebCodecs, in a second page) makes the video; webm-muxer writes the file. Playwright's
 * `recordVideo` would need an ffmpeg build downloaded from Playwright's servers, which the
 * project's machines cannot reach, and its fixed bitrate makes a minute of video ~6 MB.
 */
export type Frame = { jpeg: string; at: number }

export const VIDEO = { width: 1280, height: 720, fps: 15 } as const

export class Screencast {
  readonly frames: Frame[] = []
  private constructor(private readonly session: CDPSession) {}

  static async start(page: Page): Promise<Screencast> {
    const session = await page.context().newCDPSession(page)
    const cast = new Screencast(session)
    session.on('Page.screencastFrame', (frame) => {
      cast.frames.push({ jpeg: frame.data, at: frame.metadata.timestamp ?? Date.now() / 1000 })
      session.send('Page.screencastFrameAck', { sessionId: frame.sessionId }).catch(() => {})
    })
    await session.send('Page.startScreencast', {
      format: 'jpeg',
      quality: 90,
      maxWidth: VIDEO.width,
      maxHeight: VIDEO.height,
      everyNthFrame: 1,
    })
    return cast
  }

  /** Seconds since the first frame, on the screencast's own clock (wall time). */
  since(at = Date.now() / 1000): number {
    return at - (this.frames[0]?.at ?? at)
  }

  async stop(): Promise<void> {
    await this.session.send('Page.stopScreencast')
    await this.session.detach()
  }
}

/** The frame shown at each tick of a constant frame rate, until `end` seconds. */
export function framesAtRate(frames: readonly Frame[], end: number, fps: number): number[] {
  const start = frames[0]?.at ?? 0
  const shown: number[] = []
  let index = 0
  for (let tick = 0; tick < Math.round(end * fps); tick++) {
    const time = start + tick / fps
    while (index + 1 < frames.length && (frames[index + 1]?.at ?? Infinity) <= time) index++
    shown.push(index)
  }
  return shown
}

type Chunk = { type: 'key' | 'delta'; timestamp: number; duration: number; data: string }

/**
 * Encodes the frames as VP9 at a constant rate (a still screen costs almost nothing) in a page
 * of `browser` at a secure origin (WebCodecs asks for one), and muxes them into WebM.
 */
export async function encodeWebm(
  browser: Browser,
  frames: readonly Frame[],
  end: number,
  options: { quantizer: number; keyFrameSeconds: number },
): Promise<Uint8Array> {
  const page = await browser.newPage()
  await page.route('http://localhost/encoder', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>encoder</title>' }),
  )
  await page.goto('http://localhost/encoder')
  const config = {
    codec: 'vp09.00.31.08',
    width: VIDEO.width,
    height: VIDEO.height,
    // A fixed quantizer (VP9's 0–63; higher, smaller): rate control overshoots a target bitrate
    // by three times on a screen that is still, then sharp changes.
    bitrateMode: 'quantizer',
    framerate: VIDEO.fps,
    latencyMode: 'quality',
  }
  await page.evaluate(async (config) => {
    const state = window as unknown as { chunks: unknown[]; encoder: VideoEncoder; meta: unknown }
    state.chunks = []
    state.encoder = new VideoEncoder({
      output: (chunk, meta) => {
        const data = new Uint8Array(chunk.byteLength)
        chunk.copyTo(data)
        let binary = ''
        for (const byte of data) binary += String.fromCharCode(byte)
        state.chunks.push({
          type: chunk.type,
          timestamp: chunk.timestamp,
          duration: chunk.duration ?? 0,
          data: btoa(binary),
        })
        if (meta?.decoderConfig && !state.meta) {
          state.meta = { codec: meta.decoderConfig.codec }
        }
      },
      error: (error) => {
        throw error
      },
    })
    state.encoder.configure(config as VideoEncoderConfig)
  }, config)

  const shown = framesAtRate(frames, end, VIDEO.fps)
  const keyEvery = Math.round(options.keyFrameSeconds * VIDEO.fps)
  const BATCH = 30
  for (let first = 0; first < shown.length; first += BATCH) {
    const ticks = shown.slice(first, first + BATCH).map((frame, offset) => ({
      tick: first + offset,
      jpeg: frames[frame]?.jpeg ?? '',
    }))
    await page.evaluate(
      async ({ ticks, fps, keyEvery, quantizer }) => {
        const state = window as unknown as { encoder: VideoEncoder; last?: [string, ImageBitmap] }
        for (const { tick, jpeg } of ticks) {
          if (state.last?.[0] !== jpeg) {
            const bytes = Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0))
            const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }))
            state.last?.[1].close()
            state.last = [jpeg, bitmap]
          }
          const frame = new VideoFrame(state.last[1], {
            timestamp: Math.round((tick * 1_000_000) / fps),
            duration: Math.round(1_000_000 / fps),
          })
          // `vp9.quantizer` is Chromium's (WebCodecs' per-codec options), not yet in TypeScript's DOM.
          const encodeOptions = { keyFrame: tick % keyEvery === 0, vp9: { quantizer } }
          state.encoder.encode(frame, encodeOptions as VideoEncoderEncodeOptions)
          frame.close()
          // Keeps the encoder's queue short: frames wait as bitmaps, not as raw video.
          while (state.encoder.encodeQueueSize > 8) await new Promise((done) => setTimeout(done, 5))
        }
      },
      { ticks, fps: VIDEO.fps, keyEvery, quantizer: options.quantizer },
    )
  }
  const chunks = await page.evaluate(async () => {
    const state = window as unknown as { chunks: unknown[]; encoder: VideoEncoder }
    await state.encoder.flush()
    return state.chunks as Chunk[]
  })
  await page.close()

  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'V_VP9', width: VIDEO.width, height: VIDEO.height, frameRate: VIDEO.fps },
    firstTimestampBehavior: 'strict',
  })
  for (const chunk of chunks) {
    muxer.addVideoChunkRaw(
      Buffer.from(chunk.data, 'base64'),
      chunk.type,
      chunk.timestamp,
      chunk.duration ? {} : undefined,
    )
  }
  muxer.finalize()
  return new Uint8Array(muxer.target.buffer)
}

/** A frame as a WebP still (the video's poster), made by the browser's canvas. */
export async function webpStill(browser: Browser, jpeg: string, quality: number) {
  const page = await browser.newPage()
  const data = await page.evaluate(
    async ({ jpeg, quality }) => {
      const bytes = Uint8Array.from(atob(jpeg), (char) => char.charCodeAt(0))
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/webp', quality })
      const out = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (const byte of out) binary += String.fromCharCode(byte)
      return btoa(binary)
    },
    { jpeg, quality },
  )
  await page.close()
  return Buffer.from(data, 'base64')
}
