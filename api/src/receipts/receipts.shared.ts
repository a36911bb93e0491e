/** What payments and operators use of receipts: numbering one inside their transaction. */
export { issueReceipt } from './issue-receipt.js'
/** Making the PDF once the payment's change has committed. */
export { receiptFile } from './receipt-file.js'
