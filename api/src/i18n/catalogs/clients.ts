import type { Catalog } from '../catalog.js'

export const CLIENTS_MESSAGES = {} satisfies Catalog

export const CLIENTS_FIELDS = {} satisfies Catalog
