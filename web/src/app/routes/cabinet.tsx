import { lazy, Suspense } from 'react'
import { WhenVisible } from '../../components/when-visible'
import { Cabinet } from '../../features/cabinet/cabinet'
import type { Screens } from '../../features/cabinet/screens'
import { useLogOut } from '../../features/shell/use-log-out'
import { useSession } from '../../lib/session'
import { lazyWithCatalogs } from '../lazy-with-catalogs'

// Neither is needed to draw the first tab: the feedback form (with the form kit) comes below the
// tiles, and the 404 page only for an address naming no tab. Loaded apart, they leave the
// cabinet's first paint to its own code (the largest element, the greeting, paints sooner).
const FeedbackBanner = lazyWithCatalogs(
  () => import('../../features/feedback/feedback-banner').then((module) => module.FeedbackBanner),
  ['feedback'],
)
const NotFoundPage = lazy(() =>
  import('../../features/shell/not-found-page').then((module) => ({
    default: module.NotFoundPage,
  })),
)

// What needs the haulier, atop the first tab (ADR 0090), with the e-permits' own Pay button;
// each a chunk of its own, the Pay button's only once there is something to pay.
const NeedsMePanel = lazyWithCatalogs(
  () => import('../../features/needs-me/needs-me-panel').then((module) => module.NeedsMePanel),
  ['needs-me'],
)
const PayPermitButton = lazyWithCatalogs(
  () => import('../../features/permits/pay-permit-button').then((module) => module.PayPermitButton),
  ['permits'],
)
function PayButton({ permitId }: { permitId: string }) {
  return (
    <Suspense fallback={null}>
      <PayPermitButton permitId={permitId} />
    </Suspense>
  )
}

// The inbox's count beside its entry in the side menu, and its line atop the first tab about
// unread reminders (ADR 0105); each a small chunk with the inbox's texts.
const InboxCount = lazyWithCatalogs(
  () => import('../../features/inbox/inbox-count').then((module) => module.InboxCount),
  ['inbox'],
)
const InboxLine = lazyWithCatalogs(
  () => import('../../features/inbox/inbox-line').then((module) => module.InboxLine),
  ['inbox'],
)

// The fleet's screens, each a chunk of its own loaded with the fleet's texts when first shown.
const FleetList = lazyWithCatalogs(
  () => import('../../features/fleet/fleet-list').then((module) => module.FleetList),
  ['fleet'],
)
const FleetForm = lazyWithCatalogs(
  () => import('../../features/fleet/fleet-form').then((module) => module.FleetForm),
  ['fleet'],
)

/**
 * The cabinet's screens, by the registry's kinds: each feature's chunk and texts load when its
 * tab first opens (one list and one form serve the 18 driver, car and trailer tabs).
 */
const screens: Screens = {
  profile: lazyWithCatalogs(
    () => import('../../features/profile/profile-tab').then((m) => m.ProfileTab),
    ['profile'],
  ),
  inbox: lazyWithCatalogs(
    () => import('../../features/inbox/inbox-tab').then((m) => m.InboxTab),
    ['inbox'],
  ),
  changePassword: lazyWithCatalogs(
    () => import('../../features/profile/change-password-tab').then((m) => m.ChangePasswordTab),
    ['profile'],
  ),
  clientData: lazyWithCatalogs(
    () => import('../../features/client-data/client-data-tab').then((m) => m.ClientDataTab),
    ['client-data'],
  ),
  permission: lazyWithCatalogs(
    () => import('../../features/requests/permission-form').then((m) => m.PermissionTab),
    ['requests'],
  ),
  onlineApplication: lazyWithCatalogs(
    () =>
      import('../../features/requests/online-application-form').then((m) => m.OnlineApplicationTab),
    ['requests'],
  ),
  history: lazyWithCatalogs(
    () => import('../../features/requests/history-tab').then((m) => m.HistoryTab),
    ['requests'],
  ),
  activity: lazyWithCatalogs(
    () => import('../../features/activity/activity-tab').then((m) => m.ActivityTab),
    ['activity'],
  ),
  team: lazyWithCatalogs(
    () => import('../../features/team/team-tab').then((m) => m.TeamTab),
    ['team'],
  ),
  ePermitHistory: lazyWithCatalogs(
    () => import('../../features/permits/permit-history-tab').then((m) => m.PermitHistoryTab),
    ['permits'],
  ),
  ePermitForm: lazyWithCatalogs(
    () => import('../../features/permits/permit-form-tab').then((m) => m.PermitFormTab),
    ['permits'],
  ),
  fleetList: ({ screen, title }) => (
    <FleetList group={screen.group} subject={screen.subject} title={title} />
  ),
  driverForm: ({ screen, title, recordId }) => (
    <FleetForm group={screen.group} subject="driver" title={title} recordId={recordId} />
  ),
  vehicleForm: ({ screen, title, recordId }) => (
    <FleetForm group={screen.group} subject={screen.vehicle} title={title} recordId={recordId} />
  ),
}

// The cabinet (`/online-application/:tab?`), a lazy chunk: its first tab shows the feedback
// banner, its side navigation logs out as the top bar does, its tabs show the screens above,
// and an address naming no tab is the portal's 404 page.
export function Component() {
  const { logOut, loggingOut } = useLogOut()
  const { authenticated } = useSession()
  return (
    <Cabinet
      feedback={
        // Only once it is on the screen: on a phone the tiles fill the first one.
        <WhenVisible minHeight="30rem" margin="0px">
          <FeedbackBanner />
        </WhenVisible>
      }
      // Suspends the first tab's part below its greeting until the list is in (ADR 0090).
      needsMe={
        <>
          <InboxLine />
          <NeedsMePanel PayButton={PayButton} />
        </>
      }
      badges={{
        inboxTab: authenticated && (
          <Suspense fallback={null}>
            <InboxCount />
          </Suspense>
        ),
      }}
      notFound={
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      }
      screens={screens}
      onLogOut={logOut}
      loggingOut={loggingOut}
    />
  )
}
