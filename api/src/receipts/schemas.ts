import Type from 'typebox'
import { EntityId } from '../http/schemas.js'
import type { ReceiptRow } from './receipts.repository.js'

/** A receipt or credit note as its payer (or an operator) sees it. */
export const Receipt = Type.Object({
  id: EntityId,
  kind: Type.Union([Type.Literal('receipt'), Type.Literal('credit_note')], {
    description: 'A payment’s receipt, or the credit note of its refund',
  }),
  number: Type.String({
    description: 'Numbered within its kind and year: R-2026-00017, CN-2026-00003',
  }),
  permit_id: EntityId,
  amount: Type.Number({ description: 'In manat' }),
  currency: Type.String(),
  issued_at: Type.String({ format: 'date-time' }),
  pdf_url: Type.String({ description: 'Where the PDF is downloaded, with the same token' }),
})

export const ReceiptsQuery = Type.Object({
  permit_ids: Type.String({
    // Ids of PostgreSQL's integer range at most: nine digits, never zero.
    pattern: '^[1-9]\\d{0,8}(,[1-9]\\d{0,8}){0,99}$',
    description: 'Up to 100 e-permit ids, comma-separated',
  }),
})

export const receiptAnswer = (row: ReceiptRow, publicUrl: string) => ({
  id: row.id,
  kind: row.kind,
  number: row.number,
  permit_id: row.permit_id,
  amount: Number(row.amount),
  currency: row.currency,
  issued_at: row.issued_at.toISOString(),
  pdf_url: `${publicUrl}/api/receipts/${row.id}/pdf`,
})
