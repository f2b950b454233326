import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ANALYTICS_MAX_DAYS,
  MEMBER_POPULATION,
  type AdminDashboard,
  type Analytics,
  type AnalyticsQuerySchema,
} from '@vitalia/shared/admin-analytics';
import { PLAN_TYPES } from '@vitalia/shared/plans';
import { TIME_ZONE } from '@vitalia/shared/constants/app';
import { santiagoDate } from '@vitalia/shared/member-rules';
import { DATE_RANGE_MESSAGES, daysInRange } from '@vitalia/shared/date-range';
import { AppError } from '../../../lib/app-error';
import { chileMidnight, shiftDay } from '../../../lib/santiago-days';
import type { Granularity } from '@vitalia/shared/admin-analytics';
import { domainPlugin } from '../domain-plugin';
import { periodsBetween, previousRange } from './analytics-periods';
import type { TimeRange } from './analytics-repository';
import { fullNameOf } from '../users/user-presenter';

const DAY_MS = 24 * 60 * 60 * 1000;
const DEFAULT_DAYS = 30;

/** Santiago calendar days → the instants they cover (end exclusive). */
function rangeOf(from: string, to: string): TimeRange {
  return { from: chileMidnight(from), to: chileMidnight(shiftDay(to, 1)) };
}

function fill<T extends { period: string }>(periods: string[], rows: T[], pick: (row: T) => number) {
  const byPeriod = new Map(rows.map((row) => [row.period, pick(row)]));
  return periods.map((period) => ({ period, value: byPeriod.get(period) ?? 0 }));
}

/** Assembles the console's figures from the analytics repository (one aggregate query per figure). */
export function analyticsService(app: FastifyInstance) {
  const repo = app.analyticsRepository;

  /**
   * Active and new members per period: closed periods from the rollups (ADR 0046), the rest counted live.
   * The rollups end on a period boundary, so no period is split between the two. A range the rollups do
   * not reach (before the job first ran, or older than they keep) is counted live whole.
   */
  async function membersPerPeriod(periods: string[], range: TimeRange, granularity: Granularity) {
    const live = (from: Date) =>
      Promise.all([
        repo.newMembersPerPeriod({ from, to: range.to }, granularity),
        repo.activePerPeriod({ from, to: range.to }, granularity),
      ]);
    const first = periods[0];
    const last = periods.at(-1);
    const coverage = await repo.rollupCoverage(granularity);
    if (!coverage || !first || !last || first < coverage.from || first >= coverage.until) {
      const [fresh, active] = await live(range.from);
      return { fresh, active };
    }
    const [rolled, [fresh, active]] = await Promise.all([
      repo.rolledUp(granularity, first, coverage.until),
      coverage.until <= last ? live(chileMidnight(coverage.until)) : Promise.resolve([[], []] as const),
    ]);
    return {
      fresh: [...rolled.map((row) => ({ period: row.period, n: row.fresh })), ...fresh],
      active: [...rolled.map((row) => ({ period: row.period, n: row.active })), ...active],
    };
  }

  return {
    async analytics(query: z.output<typeof AnalyticsQuerySchema>, now = new Date()): Promise<Analytics> {
      const to = query.to ?? santiagoDate(now);
      const from = query.from ?? shiftDay(to, -(DEFAULT_DAYS - 1));
      // One end given alone can still reach far from the default other end.
      if (from > to)
        throw AppError.badRequest(DATE_RANGE_MESSAGES.order, { from: DATE_RANGE_MESSAGES.order });
      if (daysInRange(from, to) > ANALYTICS_MAX_DAYS)
        throw AppError.badRequest(DATE_RANGE_MESSAGES.tooLong, { from: DATE_RANGE_MESSAGES.tooLong });
      const periods = periodsBetween(from, to, query.granularity);
      // The first period may start before `from` (a week starts on Monday): count from its start.
      const range = rangeOf(periods[0] ?? from, to);
      const previous = previousRange(from, to);
      const [perPeriod, before, previousNew, windows, mix, ratings, revenueRows, revenuePrevious] =
        await Promise.all([
          membersPerPeriod(periods, range, query.granularity),
          repo.membersBefore(range.from),
          repo.newMembers(rangeOf(previous.from, previous.to)),
          repo.activeWindows(now),
          repo.planMix(),
          repo.feedbackDistribution(range),
          repo.revenuePerPeriod(range, query.granularity),
          repo.revenue(rangeOf(previous.from, previous.to)),
        ]);

      let running = before;
      const members = fill(periods, perPeriod.fresh, (row) => row.n).map(({ period, value }) => {
        running += value;
        return { period, new_members: value, total_members: running };
      });
      const distribution = [1, 2, 3, 4, 5].map((rating) => ({
        rating,
        count: ratings.find((row) => row.rating === rating)?.n ?? 0,
      }));
      const ratingCount = distribution.reduce((sum, row) => sum + row.count, 0);
      const ratingSum = distribution.reduce((sum, row) => sum + row.rating * row.count, 0);
      const revenue = fill(periods, revenueRows, (row) => row.total);

      return {
        success: true,
        range: { from, to, granularity: query.granularity, time_zone: TIME_ZONE },
        population: MEMBER_POPULATION,
        members: {
          total: running,
          new_in_range: members.reduce((sum, row) => sum + row.new_members, 0),
          new_previous_range: previousNew,
          series: members,
        },
        active: {
          last_1_day: windows.d1,
          last_7_days: windows.d7,
          last_30_days: windows.d30,
          series: fill(periods, perPeriod.active, (row) => row.n).map(({ period, value }) => ({
            period,
            active: value,
          })),
        },
        plans: PLAN_TYPES.map((plan) => ({ plan, members: mix.find((row) => row.plan === plan)?.n ?? 0 })),
        feedback: {
          count: ratingCount,
          average: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
          distribution,
        },
        revenue: {
          total: revenue.reduce((sum, row) => sum + row.value, 0),
          previous_total: revenuePrevious,
          series: revenue.map(({ period, value }) => ({ period, total: value })),
        },
        engagement: null,
      };
    },

    async dashboard(now = new Date()): Promise<AdminDashboard> {
      const last = (days: number, offset = 0): TimeRange => ({
        from: new Date(now.getTime() - (days + offset) * DAY_MS),
        to: new Date(now.getTime() - offset * DAY_MS),
      });
      const [total, newNow, newBefore, activeNow, activeBefore, revenueNow, revenueBefore, ratings, latest] =
        await Promise.all([
          repo.membersBefore(now),
          repo.newMembers(last(7)),
          repo.newMembers(last(7, 7)),
          repo.activeIn(last(7)),
          repo.activeIn(last(7, 7)),
          repo.revenue(last(30)),
          repo.revenue(last(30, 30)),
          repo.feedbackDistribution(last(30)),
          repo.latestSignups(),
        ]);
      const count = ratings.reduce((sum, row) => sum + row.n, 0);
      const sum = ratings.reduce((acc, row) => acc + row.rating * row.n, 0);
      return {
        success: true,
        population: MEMBER_POPULATION,
        members: { total, new_7_days: { current: newNow, previous: newBefore } },
        active_7_days: { current: activeNow, previous: activeBefore },
        revenue_30_days: { current: revenueNow, previous: revenueBefore },
        feedback_30_days: { average: count ? Math.round((sum / count) * 10) / 10 : null, count },
        latest_signups: latest.map((row) => ({
          id: row.id,
          name: fullNameOf(row),
          email: row.email,
          plan_type: row.planType,
          created_at: row.createdAt.toISOString(),
        })),
        agenda_today: null,
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof analyticsService>;

declare module 'fastify' {
  interface FastifyInstance {
    analyticsService: AnalyticsService;
  }
}

export default domainPlugin('analyticsService', analyticsService, ['analytics-repository']);
