/**
 * The gateway's testing entry for the tests of tests/ (`@tmulag/gateway/testing`): a browser's
 * GraphQL calls, a haulier made through the API, and the two programs started together.
 */
export { createHaulier, newHaulierDetails } from './accounts.js'
export { Browser, dataOf } from './browser.js'
export { legalDriver, legalProfile } from './cabinet.js'
export { inDays, referenceIds } from './reference.js'
export { openStream } from './sse.js'
export { startStack } from './stack.js'
