import { useLingui } from '@lingui/react/macro'
import { useMutationAction } from '../../../components/use-mutation-action'
import type { MutationPayload } from '../../../components/use-mutation-form'
import type { ReviewAction } from '../../../gql/graphql'
import { Ago, Claimant } from '../queues/waited'
import styles from '../screens.module.css'

type Claim = { mine: boolean; claimedAt: string; operator: { name: string } } | null | undefined

type Props = {
  claim: Claim
  actions: readonly ReviewAction[]
  onClaim: () => Promise<MutationPayload | null | undefined>
  onRelease: () => Promise<MutationPayload | null | undefined>
  /** After a claim or a release is done (the page then places the focus: useFocusLanding). */
  onDone?: (() => void) | undefined
}

/**
 * Who holds the e-permit or request, and Claim or Release where the gateway allows. Nothing else
 * is offered until the operator holds the claim; a refusal (another operator was faster) says
 * who holds it, and the page shows them at once (the answer carries the record).
 */
export function ClaimBar({ claim, actions, onClaim, onRelease, onDone }: Props) {
  const { t } = useLingui()
  const action = useMutationAction({
    mutate: (step: 'claim' | 'release') => (step === 'claim' ? onClaim() : onRelease()),
    failureTitle: (step) => (step === 'claim' ? t`Not claimed` : t`Not released`),
    onSuccess: () => onDone?.(),
  })

  return (
    <div className={styles.panel} aria-live="polite">
      <p className={styles.reason}>
        {t`Claimed by:`} <Claimant claim={claim} />
        {claim && (
          <>
            {' · '}
            <Ago at={claim.claimedAt} />
          </>
        )}
      </p>
      {claim && !claim.mine && (
        <p>{t`Another operator is working on this. You can act once they release it.`}</p>
      )}
      <div className={styles.actions}>
        {actions.includes('CLAIM') && (
          <button
            type="button"
            className="button"
            disabled={action.busy}
            onClick={() => action.run('claim')}
          >
            {t`Claim`}
          </button>
        )}
        {actions.includes('RELEASE') && (
          <button
            type="button"
            className="button button--ghost"
            disabled={action.busy}
            onClick={() => action.run('release')}
          >
            {t`Release`}
          </button>
        )}
      </div>
    </div>
  )
}
