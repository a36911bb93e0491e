/**
 * The gateway's testing entry for the tests of tests/ (`@tmulag/gateway/testing`): a browser's
 * GraphQL calls, a haulier made through the API, and the two programs started together.
 */
export { createHaulier, newHaulierDetails } from './accounts.js'
export { Browser, dataOf } from './browser.js'
export { startStack } from './stack.js'
