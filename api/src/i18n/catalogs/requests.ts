import type { Catalog } from '../catalog.js'

export const REQUESTS_MESSAGES = {} satisfies Catalog

export const REQUESTS_FIELDS = {} satisfies Catalog
