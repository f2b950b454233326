import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamsSchema } from '@vitalia/shared/api';
import { PRACTICE_MESSAGES as M } from '@vitalia/shared/messages/practice';
import {
  ClientChartSchema,
  ClientsQuerySchema,
  ClientsResponseSchema,
  CreateMeasurementSchema,
  CreateNoteSchema,
  MeasurementSavedResponseSchema,
  MeasurementsResponseSchema,
  MemberParamsSchema,
  NoteSavedResponseSchema,
  NotesResponseSchema,
  ShareSummarySchema,
  PracticeCardSchema,
  TrainerHomeSchema,
  UpdateNoteSchema,
} from '@vitalia/shared/practice';
import { actorOf } from '../../../lib/audit-actor';

const tags = ['consulta'];

/**
 * /api/trainer: the professional's practice (issue 45): "Hoy", her clients, their chart, session notes and
 * measurements. A member is reachable only while in the caller's care (404 otherwise, ADR 0075).
 */
const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const clients = app.practiceClients;
  const clinical = app.clinicalNotes;

  // Whether to offer her practice at all: admins who also see clients have a card, most admins do not.
  app.get('/card', { schema: { tags, response: { 200: PracticeCardSchema } } }, async (request) =>
    clients.card(request.user),
  );

  app.get('/home', { schema: { tags, response: { 200: TrainerHomeSchema } } }, async (request) =>
    clients.home(request.user),
  );

  app.get(
    '/clients',
    { schema: { tags, querystring: ClientsQuerySchema, response: { 200: ClientsResponseSchema } } },
    async (request) => clients.list(request.user, request.query),
  );

  app.get(
    '/clients/:memberId',
    { schema: { tags, params: MemberParamsSchema, response: { 200: ClientChartSchema } } },
    async (request) => clients.chart(request.user, actorOf(request), request.params.memberId),
  );

  app.get(
    '/clients/:memberId/notes',
    { schema: { tags, params: MemberParamsSchema, response: { 200: NotesResponseSchema } } },
    async (request) => clinical.notes(request.user, actorOf(request), request.params.memberId),
  );

  app.post(
    '/clients/:memberId/notes',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: CreateNoteSchema,
        response: { 201: NoteSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const note = await clinical.addNote(
        request.user,
        actorOf(request),
        request.params.memberId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: M.noteSaved, note });
    },
  );

  app.put(
    '/notes/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: UpdateNoteSchema,
        response: { 200: NoteSavedResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.noteUpdated,
      note: await clinical.reviseNote(request.user, actorOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/notes/:id/share',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ShareSummarySchema,
        response: { 200: NoteSavedResponseSchema },
      },
    },
    async (request) => ({
      success: true,
      message: M.summaryShared,
      note: await clinical.shareSummary(
        request.user,
        actorOf(request),
        request.params.id,
        request.body.summary,
      ),
    }),
  );

  app.get(
    '/clients/:memberId/measurements',
    { schema: { tags, params: MemberParamsSchema, response: { 200: MeasurementsResponseSchema } } },
    async (request) => clinical.measurements(request.user, actorOf(request), request.params.memberId),
  );

  app.post(
    '/clients/:memberId/measurements',
    {
      schema: {
        tags,
        params: MemberParamsSchema,
        body: CreateMeasurementSchema,
        response: { 201: MeasurementSavedResponseSchema },
      },
    },
    async (request, reply) => {
      const measurement = await clinical.addMeasurement(
        request.user,
        actorOf(request),
        request.params.memberId,
        request.body,
      );
      return reply.code(201).send({ success: true, message: M.measurementSaved, measurement });
    },
  );
};

export default practiceRoutes;
