import { useLingui } from '@lingui/react/macro'
import { useCallback } from 'react'
import { popup } from './popup'

/**
 * §4's 'No data / Fill in the data' popup, whose 'Go' leads to the profile's data tab (with its
 * way back, when the page that asks has one): when a cabinet form finds no profile, and when
 * the gateway answers a save with `CLIENT_DATA_MISSING`.
 */
export function useAskForData(dataPath: string) {
  const { t } = useLingui()
  return useCallback(
    () =>
      popup.show({
        title: t`No data`,
        message: t`Fill in the data`,
        button: t`Go`,
        redirectTo: dataPath,
        tone: 'info',
      }),
    [dataPath, t],
  )
}
