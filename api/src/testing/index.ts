/**
 * The API's testing entry for other programs' tests (`@tmulag/api/testing`: the gateway's and
 * those of tests/): what they need to start a real API in their own process or as a program, and
 * the API's own test helpers they share. Nothing else of api/src is theirs to import (the
 * gateway's house rules check it).
 */
export { loadConfig } from '../config.js'
export { startApi } from '../start.js'
export { newHaulier } from './accounts.js'
export {
  filesWithoutRows,
  isStored,
  type ProgramDatabase,
  rowsWithoutBytes,
  seedHaulier,
  sendApplication,
  uniquePdf,
  withDatabase,
} from './crash.js'
export { createPostgresDatabase, createTestDatabase } from './database.js'
export { fuzzSettings, leakIn, runsEach } from './fuzz-settings.js'
// Brings the declaration of the templates Vitest provides (the API's global setup) into the
// importing program's types.
export type {} from './global-setup.js'
export { hostileJson, jsonText, LongText } from './hostile-input.js'
export { picturePng } from './images.js'
export { sample } from './metrics.js'
export { codeIn, linkIn, outboxOf } from './outbox.js'
export { qrTextInPdf } from './pdf-qr.js'
export { copiesOfPermit } from './permits.js'
export { API_DIR, failedStart, runServer, type Started, until } from './program.js'
export { startS3Server } from './s3.js'
