import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { NewsStatus } from '../../../gql/graphql'

export const newsStatusWords: Record<NewsStatus, MessageDescriptor> = {
  DRAFT: msg`Draft`,
  PUBLISHED: msg`Published`,
  UNPUBLISHED: msg`Unpublished`,
}

export const newsStatuses: readonly NewsStatus[] = ['DRAFT', 'PUBLISHED', 'UNPUBLISHED']
