import type { PermitResolvers, ReceiptResolvers } from '../__generated__/resolvers-types.js'

export const receiptsField: Pick<PermitResolvers, 'receipts'> = {
  receipts: (row, _, { loaders }) => loaders.receipts.load(row.id),
}

export const Receipt: ReceiptResolvers = {
  id: (row) => String(row.id),
  kind: (row) => (row.kind === 'receipt' ? 'RECEIPT' : 'CREDIT_NOTE'),
  issuedAt: (row) => row.issued_at,
  // Through the gateway, with the session's cookie, as the e-permit's PDF is.
  downloadUrl: (row) => `/receipts/${row.id}.pdf`,
}
