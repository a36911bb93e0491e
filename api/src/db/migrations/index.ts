import type { Migration, MigrationProvider } from 'kysely'
import * as accounts from './001-accounts.js'
import * as referenceData from './002-reference-data.js'
import * as cabinet from './003-cabinet.js'
import * as hardening from './004-hardening.js'
import * as newsHtmlSeal from './005-news-html-seal.js'
import * as plates from './006-plates.js'
import * as permitDocuments from './007-permit-documents.js'
import * as permitRecords from './008-permit-records.js'
import * as operatorOffice from './009-operator-office.js'
import * as fleetVersions from './010-fleet-versions.js'
import * as newsPosterVariants from './011-news-poster-variants.js'
import * as phonesE164 from './016-phones-e164.js'
import * as idempotencyKeys from './019-idempotency-keys.js'
import * as shortVerifyCodes from './020-short-verify-codes.js'
import * as answersSeen from './021-answers-seen.js'
import * as companies from './023-companies.js'
import * as reminders from './025-reminders.js'
import * as receipts from './026-receipts.js'
import * as liveEvents from './027-live-events.js'
import * as companyActivity from './028-company-activity.js'
import * as membersLeaveAndJoin from './029-members-leave-and-join.js'
import * as paidPermitsOnce from './030-paid-permits-once-in-the-activity.js'

/** Versioned migrations, applied in the order of their names. Never edit one that has shipped. */
const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-reference-data': referenceData,
  '003-cabinet': cabinet,
  '004-hardening': hardening,
  '005-news-html-seal': newsHtmlSeal,
  '006-plates': plates,
  '007-permit-documents': permitDocuments,
  '008-permit-records': permitRecords,
  '009-operator-office': operatorOffice,
  '010-fleet-versions': fleetVersions,
  '011-news-poster-variants': newsPosterVariants,
  '016-phones-e164': phonesE164,
  '019-idempotency-keys': idempotencyKeys,
  '020-short-verify-codes': shortVerifyCodes,
  '021-answers-seen': answersSeen,
  '023-companies': companies,
  '025-reminders': reminders,
  '026-receipts': receipts,
  '027-live-events': liveEvents,
  '028-company-activity': companyActivity,
  '029-members-leave-and-join': membersLeaveAndJoin,
  '030-paid-permits-once-in-the-activity': paidPermitsOnce,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}

/**
 * The last migration's name: what the stored reference data is, for answers that include some of
 * it (a brand's title in the fleet's lists) and name their version (fleet/fleet-versions.ts).
 */
export const LATEST_MIGRATION = Object.keys(migrations).at(-1) ?? ''
