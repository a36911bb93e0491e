import type { Catalog } from '../catalog.js'

export const PERMITS_MESSAGES = {} satisfies Catalog

export const PERMITS_FIELDS = {} satisfies Catalog
