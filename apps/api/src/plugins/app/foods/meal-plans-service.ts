import { ERROR_CODES } from '@vitalia/shared/api';
import type { FastifyInstance } from 'fastify';
import { MEAL_PLAN_MESSAGES as M } from '@vitalia/shared/messages/meal-plans';
import {
  dailyGoals,
  MealPlanInputSchema,
  type MealPlanPreviewBody,
  type MealPlanPreviewResponse,
  type MealPlan,
  type MealPlanBody,
  type MealPlanInput,
  type MealPlanSummary,
  type ShoppingList,
} from '@vitalia/shared/meal-plans';
import { AppError } from '../../../lib/app-error';
import type { AuditActor } from '../../../lib/audit-actor';
import { domainPlugin } from '../domain-plugin';
import { assertInCare, practiceCard } from '../practice/practice-access';
import type { UserRow } from '../users/user-presenter';
import { presentDays, shoppingList, type PlanCatalogue } from './meal-plan-figures';
import { catalogueOf, presentPlan } from './meal-plan-catalogue';
import { renderMealPlanPdf } from './meal-plan-pdf';
import { opensMealPlans } from '../entitlements/entitlements';
import { planWithoutNumbers } from './without-numbers';
import type { MealPlanRow } from './meal-plans-repository';

type CreateInput = (MealPlanInput | { template_id: number; status?: 'draft' | 'published' }) & {
  client_id?: string;
};

type MealPlanPreview = Omit<MealPlanPreviewResponse, 'success'>;

const withoutClientId = <T extends { client_id?: string }>({ client_id: _id, ...rest }: T) => rest;

/**
 * Weekly meal plans (issue 47). A professional writes one for a client in her care (who consented to her
 * health data being used), from scratch or from one of her templates; every recipe and food it names is
 * checked when saved (a recipe must be published or hers) and again when read (what is gone is left out).
 * A published plan is never rewritten: a change makes the next version and archives this one, readable.
 */
export function mealPlansService(app: FastifyInstance) {
  const repo = app.mealPlansRepository;

  /**
   * What the plan names, once every item is checked to name what exists, in a way that exists; recipes
   * published or the professional's own.
   */
  async function checkedCatalogue(days: MealPlanBody['days'], trainerId: number): Promise<PlanCatalogue> {
    const catalogue = await catalogueOf(app, days);
    for (const item of days.flatMap((day) => day.meals.flatMap((meal) => meal.options.flat()))) {
      if ('recipe_id' in item) {
        const recipe = catalogue.recipes.get(item.recipe_id)?.recipe;
        if (!recipe || (recipe.status !== 'published' && recipe.trainerId !== trainerId))
          throw AppError.badRequest(M.recipeUnavailable);
        continue;
      }
      const food = catalogue.foods.get(item.food_id);
      if (!food) throw AppError.badRequest(M.foodUnavailable);
      const byMeasure = item.measure !== undefined && item.quantity !== undefined;
      if (byMeasure === (item.grams !== undefined)) throw AppError.badRequest(M.amount);
      if (byMeasure && !food.measures.some((measure) => measure.label === item.measure))
        throw AppError.badRequest(M.measureUnavailable);
    }
    return catalogue;
  }

  const checked = async (body: MealPlanBody, trainerId: number): Promise<MealPlanBody> => {
    await checkedCatalogue(body.days, trainerId);
    return body;
  };

  const summary = (row: MealPlanRow): MealPlanSummary => ({
    id: row.id,
    title: row.title,
    status: row.status,
    version: row.version,
    template: row.isTemplate,
    days: row.days.length,
    published_at: row.publishedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  });
  const present = (row: MealPlanRow, professional: string) => presentPlan(app, row, professional);

  /** "Sin números": her figures stay on the server when she (or her professional) hid them. */
  async function forReader(user: UserRow, plan: MealPlan): Promise<MealPlan> {
    return (await app.nutritionNumbers.hiddenFor(user)) ? planWithoutNumbers(plan) : plan;
  }

  /** Her own plan opens with Prime or a paid consultation (the entitlement table); otherwise the plan's 403. */
  async function assertOpens(user: UserRow) {
    if (!(await opensMealPlans(app.db, user))) throw new AppError(403, M.locked, ERROR_CODES.PLAN_REQUIRED);
  }

  const assertConsented = (memberId: number) =>
    app.onboardingService.assertConsent(memberId, 'meal_plans', M.needsConsent);

  /** Who may read a plan: she (not drafts), its author for a template, a professional in her care (audited). */
  async function readable(user: UserRow, actor: AuditActor, id: number) {
    const found = await repo.find(id);
    if (!found) throw AppError.notFound(M.notFound);
    const { plan } = found;
    if (plan.memberId === user.id && plan.status !== 'draft') {
      await assertOpens(user);
      return found;
    }
    if (plan.isTemplate) {
      const card = await app.trainersRepository.findByUser(user.id);
      if (card?.id === plan.trainerId) return found;
      throw AppError.notFound(M.notFound);
    }
    if (plan.memberId === null || plan.memberId === user.id) throw AppError.notFound(M.notFound);
    await assertInCare(app, user, 'read', plan.memberId).catch(() => {
      throw AppError.notFound(M.notFound);
    });
    await app.auditLog.append(actor, {
      action: 'meal-plan.read',
      entity: 'clinical-record',
      entityId: plan.id,
      subjectUserId: plan.memberId,
    });
    return found;
  }

  return {
    async create(user: UserRow, memberId: number, input: CreateInput): Promise<MealPlan> {
      await assertInCare(app, user, 'create', memberId);
      const trainerId = await practiceCard(app, user);
      await assertConsented(memberId);
      let body: MealPlanBody;
      if ('template_id' in input) {
        const template = await repo.find(input.template_id);
        if (!template?.plan.isTemplate || template.plan.trainerId !== trainerId)
          throw AppError.notFound(M.templateNotFound);
        body = {
          title: template.plan.title,
          targets: template.plan.targets,
          days: template.plan.days,
          status: input.status ?? 'draft',
        };
      } else body = await checked(MealPlanInputSchema.parse(withoutClientId(input)), trainerId);
      const values = {
        memberId,
        trainerId,
        title: body.title,
        targets: body.targets,
        days: body.days,
        status: body.status,
        publishedAt: body.status === 'published' ? new Date() : null,
      };
      const clientId = input.client_id;
      const { row, created } = await app.db.transaction(async (tx) =>
        clientId === undefined
          ? { row: await repo.insert(values, tx), created: true }
          : repo.insertOnce({ ...values, clientId }, tx),
      );
      // A doubled press answers the plan the first one made (and tells her once); an id never moves plans.
      if (row.memberId !== memberId || row.isTemplate) throw AppError.conflict(M.clientIdReused);
      if (row.status === 'published' && created) await tellHer(row);
      return present(row, (await repo.find(row.id))?.professional ?? '');
    },

    /** The editor's figures while she writes (the route has parsed the body): her goals and each day's totals. */
    async preview(user: UserRow, body: MealPlanPreviewBody): Promise<MealPlanPreview> {
      const trainerId = await practiceCard(app, user);
      if (body.member_id !== undefined) await assertInCare(app, user, 'read', body.member_id);
      // The catalogue that checked the items also computes their figures: read once.
      const [catalogue, weight] = await Promise.all([
        checkedCatalogue(body.days, trainerId),
        body.member_id === undefined ? null : repo.latestWeight(body.member_id),
      ]);
      return {
        days: presentDays(body.days, catalogue),
        goals: dailyGoals(body.targets, weight),
        weight_kg: weight,
      };
    },

    async createTemplate(user: UserRow, input: MealPlanInput): Promise<MealPlan> {
      const trainerId = await practiceCard(app, user);
      const body = await checked(MealPlanInputSchema.parse(input), trainerId);
      const row = await app.db.transaction((tx) =>
        repo.insert(
          { trainerId, isTemplate: true, title: body.title, targets: body.targets, days: body.days },
          tx,
        ),
      );
      return present(row, (await repo.find(row.id))?.professional ?? '');
    },

    /** A draft or template changes in place; a published plan gets its next version (archived on publishing). */
    async update(user: UserRow, id: number, input: MealPlanInput): Promise<MealPlan> {
      const trainerId = await practiceCard(app, user);
      const body = await checked(MealPlanInputSchema.parse(input), trainerId);
      const current = await repo.find(id);
      if (!current || current.plan.trainerId !== trainerId) throw AppError.notFound(M.notFound);
      if (current.plan.memberId !== null) {
        await assertInCare(app, user, 'update', current.plan.memberId);
        await assertConsented(current.plan.memberId);
      }
      const saved = await app.db.transaction(async (tx) => {
        const plan = await repo.lock(id, tx);
        if (!plan) throw AppError.notFound(M.notFound);
        if (plan.status === 'archived') throw AppError.conflict(M.archived);
        const publishing = body.status === 'published' && !plan.isTemplate;
        const fields = { title: body.title, targets: body.targets, days: body.days };
        if (plan.isTemplate || plan.status === 'draft') {
          await repo.update(
            id,
            { ...fields, ...(publishing ? { status: 'published', publishedAt: new Date() } : {}) },
            tx,
          );
          if (publishing && plan.previousId !== null)
            await repo.update(plan.previousId, { status: 'archived' }, tx);
          return { ...plan, ...fields, status: publishing ? ('published' as const) : plan.status };
        }
        const next = await repo.insert(
          {
            memberId: plan.memberId,
            trainerId,
            ...fields,
            status: body.status,
            version: plan.version + 1,
            previousId: plan.id,
            publishedAt: publishing ? new Date() : null,
          },
          tx,
        );
        if (publishing) await repo.update(plan.id, { status: 'archived' }, tx);
        return next;
      });
      const row = (await repo.find(saved.id))?.plan ?? saved;
      if (row.status === 'published' && !row.isTemplate) await tellHer(row);
      return present(row, current.professional);
    },

    async templates(user: UserRow): Promise<MealPlanSummary[]> {
      return (await repo.listBy(await practiceCard(app, user), null)).map(summary);
    },

    /** Her plans by this professional, every version, for the client chart. */
    async forClient(user: UserRow, memberId: number): Promise<MealPlanSummary[]> {
      await assertInCare(app, user, 'read', memberId);
      return (await repo.listBy(await practiceCard(app, user), memberId)).map(summary);
    },

    /** Her plan in force; locked (who made it, nothing more) when her plan does not open meal plans. */
    async current(
      user: UserRow,
    ): Promise<{ plan: MealPlan | null; locked: { professional: string } | null }> {
      const found = await repo.currentFor(user.id);
      if (!found) return { plan: null, locked: null };
      const plan = await present(found.plan, found.professional);
      if (!(await opensMealPlans(app.db, user)))
        return { plan: null, locked: { professional: plan.professional } };
      return { plan: await forReader(user, plan), locked: null };
    },

    async get(user: UserRow, actor: AuditActor, id: number): Promise<MealPlan> {
      const found = await readable(user, actor, id);
      return forReader(user, await present(found.plan, found.professional));
    },

    /** The week on one printable page, for her or her professional (the same access as reading it). */
    async pdf(
      user: UserRow,
      actor: AuditActor,
      id: number,
    ): Promise<{ bytes: Uint8Array; filename: string }> {
      const found = await readable(user, actor, id);
      const member = found.plan.memberId
        ? await app.usersRepository.findById(found.plan.memberId)
        : undefined;
      const plan = await present(found.plan, found.professional);
      const name = member ? `${member.firstName} ${member.lastName}`.trim() : plan.professional;
      return {
        bytes: await renderMealPlanPdf(plan, name),
        filename: `plan-alimentacion-v${plan.version}.pdf`,
      };
    },

    async shoppingList(user: UserRow, actor: AuditActor, id: number): Promise<ShoppingList> {
      const { plan } = await readable(user, actor, id);
      return shoppingList(plan.id, plan.days, await catalogueOf(app, plan.days), await repo.ticksOf(plan.id));
    },

    /** Her ticks only: a professional reads the list but does not shop for her. */
    async tick(user: UserRow, id: number, foodId: number, checked: boolean): Promise<void> {
      const found = await repo.find(id);
      if (!found || found.plan.memberId !== user.id || found.plan.status === 'draft')
        throw AppError.notFound(M.notFound);
      await assertOpens(user);
      await repo.tick(id, foodId, checked);
    },
  };

  /** A bell item when a plan (or its new version) reaches her: no figures, only where to read it. */
  async function tellHer(row: MealPlanRow) {
    if (row.memberId === null) return;
    await app.notifier.notify([row.memberId], {
      title: row.version > 1 ? 'Tu plan de alimentación se actualizó' : 'Tienes un plan de alimentación',
      message: 'Tu profesional publicó tu plan de la semana.',
      actionUrl: '/plan-alimentacion',
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mealPlans: ReturnType<typeof mealPlansService>;
  }
}

export default domainPlugin('mealPlans', mealPlansService, [
  'meal-plans-repository',
  'foods-repository',
  'recipes-repository',
  'trainers-repository',
  'onboarding-service',
  'users-repository',
  'notifier',
  'nutrition-numbers',
]);
