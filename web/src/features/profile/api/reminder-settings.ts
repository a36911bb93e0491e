import { useMutation, useQuery } from '@apollo/client/react'
import { graphql } from '../../../gql'

/** Which reminders before an expiry the haulier gets (ADR 0105). */
export const ReminderSettingsQuery = graphql(`
  query ReminderSettings {
    reminderSettings {
      clientDocuments
      drivingLicences
      ePermits
    }
  }
`)

export const useReminderSettings = () =>
  useQuery(ReminderSettingsQuery, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' })

export const UpdateReminderSettings = graphql(`
  mutation UpdateReminderSettings($input: ReminderSettingsInput!) {
    updateReminderSettings(input: $input) {
      reminderSettings {
        clientDocuments
        drivingLicences
        ePermits
      }
      userErrors {
        field
        message
        code
      }
    }
  }
`)

/** Saves the switches; the saved ones are written over the cached query (no second request). */
export const useUpdateReminderSettings = () =>
  useMutation(UpdateReminderSettings, {
    update(cache, { data }) {
      const reminderSettings = data?.updateReminderSettings.reminderSettings
      if (!reminderSettings) return
      cache.writeQuery({
        query: ReminderSettingsQuery,
        data: { __typename: 'Query', reminderSettings },
      })
    },
  })
