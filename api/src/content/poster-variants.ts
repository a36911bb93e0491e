import sharp from 'sharp'

/**
 * Smaller renderings of an uploaded news poster (ADR 0073). The office uploads photographs of up
 * to 2 MB; the web's cards are a phone's width, so a phone would download many times the pixels
 * it shows. Each upload is rendered once, at save, as WebP at the widths of `POSTER_WIDTHS` that
 * are narrower than the upload, and at the upload's own width (up to the largest): the web offers
 * them in `srcset` and the browser takes the one its screen needs. They are rendered after the
 * save has answered, one poster at a time (poster-queue.ts, ADR 0076).
 */
export const POSTER_WIDTHS = [400, 800, 1200, 1600] as const

/** Larger images are refused before they are decoded: a small file can hold a huge image. */
export const POSTER_MAX_PIXELS = 40_000_000
const WEBP_QUALITY = 78

// One libvips thread and no operation cache: a rendering must not take both cores from the
// requests answered meanwhile, nor keep memory once it is done.
sharp.concurrency(1)
sharp.cache(false)

/** The image cannot be decoded (damaged, or a disguised file), or has too many pixels. */
export class PosterUnreadable extends Error {
  constructor(cause: unknown) {
    super('the poster cannot be read as an image', { cause })
    this.name = 'PosterUnreadable'
  }
}

export interface PosterRendering {
  width: number
  height: number
  bytes: Buffer
}

/** The widths to render for an image `width` pixels wide, narrowest first. */
export function widthsFor(width: number): number[] {
  const largest = Math.min(width, POSTER_WIDTHS[POSTER_WIDTHS.length - 1] ?? width)
  return [...POSTER_WIDTHS.filter((standard) => standard < largest), largest]
}

const decoded = (source: Buffer) => sharp(source, { limitInputPixels: POSTER_MAX_PIXELS })

/**
 * Whether `source` decodes, checked at save while the renderings wait for their turn: the whole
 * image is read at a thumbnail's size (JPEG and WebP decode straight at a fraction of their
 * size), so a damaged or cut file is found in a fraction of a rendering's time and memory.
 * Throws PosterUnreadable.
 */
export async function checkPosterDecodes(source: Buffer): Promise<void> {
  try {
    await decoded(source).resize({ width: 32 }).raw().toBuffer()
  } catch (error) {
    throw new PosterUnreadable(error)
  }
}

/**
 * Renders `source` (JPEG, PNG or WebP) at each width of `widthsFor`, turned upright as its EXIF
 * orientation says, its metadata (a camera's location with it) left out. An animated image gives
 * its first frame. Throws PosterUnreadable when the image cannot be decoded.
 */
export async function renderPosterVariants(source: Buffer): Promise<PosterRendering[]> {
  try {
    const { autoOrient } = await decoded(source).metadata()
    const renderings: PosterRendering[] = []
    // One at a time: each holds a decoded image in memory.
    for (const width of widthsFor(autoOrient.width)) {
      const { data, info } = await decoded(source)
        .rotate()
        .resize({ width })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true })
      renderings.push({ width: info.width, height: info.height, bytes: data })
    }
    return renderings
  } catch (error) {
    throw new PosterUnreadable(error)
  }
}
