import { describe, expect, it } from 'vitest'
import { untilNextRun } from './reminder-schedule.js'
import { dueReminder } from './send-reminders.js'

describe('when reminders are due', () => {
  it('picks the nearest of 30, 7 and 1 days at or above the days left', () => {
    expect([45, 31, 30, 29, 8, 7, 6, 2, 1, 0, -1].map((days) => dueReminder(days))).toEqual([
      null,
      null,
      30,
      30,
      30,
      7,
      7,
      7,
      1,
      1,
      null,
    ])
  })

  it('reminds of an e-permit, valid for one trip, in its last week only: 7 and 1 days', () => {
    const permit = (daysLeft: number) => dueReminder(daysLeft, 'e-permit')
    expect([30, 29, 8, 7, 6, 2, 1, 0, -1].map(permit)).toEqual([
      null,
      null,
      null,
      7,
      7,
      7,
      1,
      1,
      null,
    ])
  })

  it('runs next at the given hour of Ashgabat’s day, today or tomorrow', () => {
    // 03:00 UTC is 08:00 in Ashgabat: 09:00 there is an hour away.
    expect(untilNextRun(new Date('2030-03-01T03:00:00Z'), 9)).toBe(3_600_000)
    // 04:00 UTC is 09:00 there: the next run is tomorrow's.
    expect(untilNextRun(new Date('2030-03-01T04:00:00Z'), 9)).toBe(86_400_000)
    expect(untilNextRun(new Date('2030-03-01T18:30:00Z'), 0)).toBe(30 * 60_000)
  })
})
