import type { RequestPermitPayloadResolvers } from '../__generated__/resolvers-types.js'

export const RequestPermitPayload: RequestPermitPayloadResolvers = {
  async permit({ savedId }, _, { loaders }) {
    if (savedId === null) return null
    // The newest permit is on top of the first page, the page the answer's `query` re-reads.
    const { permits } = await loaders.permitPage.load({ page: 1 })
    const found = permits.find((permit) => permit.id === savedId)
    if (found) return found
    return (await loaders.permits.load('all')).permits.find((p) => p.id === savedId) ?? null
  },
}
