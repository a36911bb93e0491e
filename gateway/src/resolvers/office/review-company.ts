import type { GatewayContext } from '../../context.js'

/** What a review row says of its haulier: the company (its founding account) and who filed it. */
interface FiledRow {
  owner: { id: number }
  filed_by: number | null
}

/**
 * The office's fields naming a record's company and the member who filed it (ADR 0109): one
 * read of the company per request, however many fields and rows name it.
 */
export const reviewCompanyFields = {
  company: (row: FiledRow, _: unknown, { loaders }: GatewayContext) =>
    loaders.haulierCompany.load(row.owner.id),
  async filedBy(row: FiledRow, _: unknown, { loaders }: GatewayContext) {
    if (row.filed_by === null) return null
    const company = await loaders.haulierCompany.load(row.owner.id)
    return company?.members.find((member) => member.user_id === row.filed_by) ?? null
  },
}
