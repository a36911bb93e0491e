import { useLingui } from '@lingui/react/macro'
import { usePhoneProblem } from '../../components/phone-field'
import { popup } from '../../components/popup'
import { useCabinetReturn } from '../../components/use-cabinet-return'
import type { CheckTexts } from './client-data-input'

/** The messages of the client-data checks, in the interface language. */
export function useCheckTexts(): CheckTexts {
  const { t } = useLingui()
  const phone = usePhoneProblem()
  return {
    required: t`Please fill in this field`,
    phone,
    past: t`The date cannot be in the past`,
    noLicenceType: t`Choose at least one licence code`,
    noScan: t`Choose a file`,
  }
}

/**
 * Saving says so; the form stays, with what was saved (spec §4). When a page sent the haulier
 * here for the data it lacked (the e-permit request, ADR 0115), the popup's button leads back
 * there.
 */
export function useSavedPopup() {
  const { t } = useLingui()
  const back = useCabinetReturn()
  return () =>
    popup.show({
      title: t`Data saved`,
      message: t`Your data has been saved successfully.`,
      tone: 'success',
      ...(back && { button: back.label, redirectTo: back.path }),
    })
}
