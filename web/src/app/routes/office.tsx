import { Suspense } from 'react'
import { Navigate, Route, Routes, useParams } from 'react-router'
import { LoadingOverlay } from '../../components/loading-overlay'
import { isRecordId, modelOfSlug } from '../../features/office/office-address'
import { OfficeGuard } from '../../features/office/office-guard'
import { OfficeLayout } from '../../features/office/office-layout'
import { NotFoundPage } from '../../features/shell/not-found-page'
import { lazyWithCatalogs } from '../lazy-with-catalogs'

// Each screen of the office is a chunk of its own, loaded with the office's texts when first
// shown; none of it reaches a visitor who never opens the office.
const PermitQueue = lazyWithCatalogs(
  () => import('../../features/office/queues/permit-queue').then((m) => m.PermitQueue),
  ['office'],
)
const RequestQueue = lazyWithCatalogs(
  () => import('../../features/office/queues/request-queue').then((m) => m.RequestQueue),
  ['office'],
)
const PermitPage = lazyWithCatalogs(
  () => import('../../features/office/review/permit-page').then((m) => m.PermitPage),
  ['office'],
)
const RequestPage = lazyWithCatalogs(
  () => import('../../features/office/review/request-page').then((m) => m.RequestPage),
  ['office'],
)
const NewsList = lazyWithCatalogs(
  () => import('../../features/office/news/news-list').then((m) => m.OfficeNewsList),
  ['office'],
)
const NewsEditor = lazyWithCatalogs(
  () => import('../../features/office/news/news-editor').then((m) => m.NewsEditor),
  ['office'],
)
const Invitation = lazyWithCatalogs(
  () => import('../../features/office/invitation/invitation-page').then((m) => m.InvitationPage),
  ['office'],
)
const Operators = lazyWithCatalogs(
  () => import('../../features/office/operators/operators-screen').then((m) => m.OperatorsScreen),
  ['office'],
)

/** `/office/permits/:id`: a record's address names digits, or nothing (the 404 page). */
function PermitRoute() {
  const { id } = useParams()
  return isRecordId(id) ? <PermitPage key={id} id={id} /> : <NotFoundPage />
}

/** `/office/requests/:model/:id`, the model as a word of the address (`loading-permission`). */
function RequestRoute() {
  const { model, id } = useParams()
  const found = modelOfSlug(model)
  return found && isRecordId(id) ? (
    <RequestPage key={`${found}:${id}`} model={found} id={id} />
  ) : (
    <NotFoundPage />
  )
}

/** `/news/:id`: `new` for a new item, else the item's id. */
function NewsRoute() {
  const { id } = useParams()
  if (id === 'new') return <NewsEditor key="new" id={null} />
  return isRecordId(id) ? <NewsEditor key={id} id={id} /> : <NotFoundPage />
}

/**
 * The operator office (`/office/*`), a lazy chunk. The invitation page (`/office/invitation`)
 * needs no session; everything else is behind the operator's door (a haulier gets a plain
 * refusal, a visitor the login page), with the side menu and one screen per address.
 */
export function Component() {
  return (
    <Routes>
      <Route
        path="invitation"
        element={
          <Suspense fallback={<LoadingOverlay />}>
            <Invitation />
          </Suspense>
        }
      />
      <Route path="*" element={<Office />} />
    </Routes>
  )
}

function Office() {
  return (
    <OfficeGuard>
      <OfficeLayout>
        <Routes>
          <Route index element={<Navigate to="permits" replace />} />
          <Route path="permits" element={<PermitQueue />} />
          <Route path="permits/:id" element={<PermitRoute />} />
          <Route path="requests" element={<RequestQueue />} />
          <Route path="requests/:model/:id" element={<RequestRoute />} />
          <Route path="news" element={<NewsList />} />
          <Route path="news/:id" element={<NewsRoute />} />
          <Route path="operators" element={<Operators />} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </OfficeLayout>
    </OfficeGuard>
  )
}
