import { useLingui } from '@lingui/react/macro'
import { Navigate, useLocation } from 'react-router'
import { CABINET_PATH } from '../../../config/cabinet-paths'
import { landingOf } from '../../../config/office'
import { usePageTitle } from '../../../lib/page-title'
import { returnPathIn } from '../../../lib/return-path'
import { AccountPage } from '../account-page'
import { useSignedIn } from '../use-signed-in'
import { CodeStep } from './code-step'
import { DetailsStep } from './details-step'
import { PasswordStep } from './password-step'
import { useSignUpProgress } from './sign-up-progress'
import { StepIndicator } from './step-indicator'

/**
 * /signup in three steps: details, the e-mailed code, the password. The step is in the address
 * and the progress in the tab's storage (never the password), so a reload or Back keeps both; the
 * new account lands in the cabinet, or on the page it asked for (`?next=`, ADR 0082).
 */
export function SignUpPage() {
  const { t } = useLingui()
  usePageTitle(t`Sign up`)
  const signedIn = useSignedIn()
  const asked = returnPathIn(useLocation().search)
  const signUp = useSignUpProgress()
  const landing = landingOf('HAULIER', asked, CABINET_PATH)
  if (signedIn) return <Navigate to={landing} replace />

  const { step, progress } = signUp
  const { details, challenge } = progress
  return (
    <AccountPage
      title={t`Sign up`}
      lead={t`Register your institution to use the online cabinet. It takes three short steps.`}
    >
      <StepIndicator step={step} />
      {step === 1 && (
        <DetailsStep
          initial={{ ...details, ...progress.draft }}
          asked={asked}
          onTyped={signUp.typed}
          onCodeSent={signUp.codeSent}
        />
      )}
      {step === 2 && details && challenge && (
        <CodeStep
          details={details}
          challenge={challenge}
          onVerified={signUp.verified}
          onNewCode={signUp.newCode}
          onBack={() => signUp.backToDetails()}
        />
      )}
      {step === 3 && challenge && (
        <PasswordStep
          challenge={challenge}
          landing={landing}
          onDone={signUp.finished}
          onRestart={() => signUp.backToDetails(true)}
        />
      )}
    </AccountPage>
  )
}
