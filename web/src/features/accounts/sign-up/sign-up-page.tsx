import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Navigate, useLocation } from 'react-router'
import { CABINET_PATH } from '../../../config/cabinet-paths'
import { homeOf, landingOf } from '../../../config/office'
import { usePageTitle } from '../../../lib/page-title'
import { returnPathIn } from '../../../lib/return-path'
import { useSession } from '../../../lib/session'
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
 * new account lands in the cabinet, or on the page it asked for (`?next=`, ADR 0082). A visitor
 * who opens it already signed in goes to the main page, as from /login.
 */
export function SignUpPage() {
  const { t } = useLingui()
  usePageTitle(t`Sign up`)
  const signedIn = useSignedIn()
  const { role } = useSession()
  const asked = returnPathIn(useLocation().search)
  const signUp = useSignUpProgress()
  const landing = landingOf('HAULIER', asked, CABINET_PATH)
  // Signed in by the sign-up just finished here: the new account goes where step 3 sends it.
  const [finishedHere, setFinishedHere] = useState(false)
  if (signedIn) {
    // Someone who came here signed in goes to the main page (spec §2), as /login sends them.
    return <Navigate to={finishedHere ? landing : landingOf(role, asked, homeOf(role))} replace />
  }

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
          onDone={() => {
            setFinishedHere(true)
            signUp.finished()
          }}
          onRestart={() => signUp.backToDetails(true)}
        />
      )}
    </AccountPage>
  )
}
