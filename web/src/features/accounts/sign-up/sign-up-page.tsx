import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Navigate } from 'react-router'
import type { SignUpDetailsInput } from '../../../gql/graphql'
import { usePageTitle } from '../../../lib/page-title'
import { AccountPage } from '../account-page'
import { useSignedIn } from '../use-signed-in'
import { CodeStep } from './code-step'
import { DetailsStep } from './details-step'
import { PasswordStep } from './password-step'
import { StepIndicator } from './step-indicator'

/**
 * Where a sign-up stands: the step, the details as sent (kept to go back or ask a new code) and
 * the challenge of step 1, which steps 2 and 3 hand back. It lives only in this page: leaving
 * the page starts over, as a code is valid for 10 minutes anyway.
 */
type Progress =
  | { step: 1; details?: SignUpDetailsInput }
  | { step: 2 | 3; details: SignUpDetailsInput; challenge: string }

/** /signup in three steps: details, the e-mailed code, the password. */
export function SignUpPage() {
  const { t } = useLingui()
  usePageTitle(t`Sign up`)
  const signedIn = useSignedIn()
  const [progress, setProgress] = useState<Progress>({ step: 1 })
  if (signedIn) return <Navigate to="/" replace />

  const restart = () => setProgress({ step: 1, details: progress.details })
  return (
    <AccountPage
      title={t`Sign up`}
      lead={t`Register your institution to use the online cabinet. It takes three short steps.`}
    >
      <StepIndicator step={progress.step} />
      {progress.step === 1 && (
        <DetailsStep
          initial={progress.details}
          onCodeSent={(details, challenge) => setProgress({ step: 2, details, challenge })}
        />
      )}
      {progress.step === 2 && (
        <CodeStep
          details={progress.details}
          challenge={progress.challenge}
          onVerified={() => setProgress({ ...progress, step: 3 })}
          onNewCode={(challenge) => setProgress({ ...progress, challenge })}
          onBack={restart}
        />
      )}
      {progress.step === 3 && <PasswordStep challenge={progress.challenge} onRestart={restart} />}
    </AccountPage>
  )
}
