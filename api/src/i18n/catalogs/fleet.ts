import type { Catalog } from '../catalog.js'

export const FLEET_MESSAGES = {} satisfies Catalog

export const FLEET_FIELDS = {} satisfies Catalog
