import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FailedJobsResponseSchema, type FailedJob, type RunningJob } from '@vitalia/shared/jobs';
import { buildUser } from '@/testing/mocks/db';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/test-utils';
import { FailedJobs } from '../failed-jobs';

const failedMail: FailedJob = {
  id: '6f1c2a4e-1b2c-4d5e-8f90-123456789abc',
  queue: 'mail.send',
  description: 'Enviar un correo',
  subject: 'Correo: Bienvenida a Vitalia',
  error: '550 [correo] rechazado',
  attempts: 9,
  created_at: '2026-11-24T12:00:00.000Z',
  failed_at: '2026-11-24T12:30:00.000Z',
};

/** The mock API's side of Tareas: a list the retry and cancel calls change, each answered as the server does. */
function mockJobs(initial: FailedJob[], initiallyRunning: RunningJob[] = []) {
  let jobs = [...initial];
  let running = [...initiallyRunning];
  const calls: string[] = [];
  server.use(
    http.get('/api/admin/jobs', () =>
      HttpResponse.json(FailedJobsResponseSchema.parse({ success: true, jobs, running })),
    ),
    http.post('/api/admin/jobs/:queue/:id/retry', ({ params }) => {
      calls.push(`retry ${String(params.id)}`);
      jobs = jobs.filter((job) => job.id !== params.id);
      running = running.filter((job) => job.id !== params.id);
      return HttpResponse.json({ success: true, message: 'La tarea se volvió a poner en cola.' });
    }),
    http.delete('/api/admin/jobs/:queue/:id', ({ params }) => {
      calls.push(`cancel ${String(params.id)}`);
      jobs = jobs.filter((job) => job.id !== params.id);
      return HttpResponse.json({ success: true, message: 'La tarea se canceló.' });
    }),
  );
  return calls;
}

describe('Configuración → Tareas', () => {
  it('says so when nothing failed', async () => {
    mockJobs([]);
    renderApp(<FailedJobs />, { user: buildUser({ role: 'admin', is_admin: true }) });
    expect(await screen.findByText('No hay tareas fallidas: todo lo pendiente se completó.')).toBeDefined();
  });

  it('shows a task running now and starts it over after asking', async () => {
    const user = userEvent.setup();
    const transcode: RunningJob = {
      id: '7a2b3c4d-1b2c-4d5e-8f90-123456789abc',
      queue: 'video.transcode',
      description: 'Preparar un video para verlo (sus calidades y su portada)',
      subject: 'Video N° 12',
      attempts: 2,
      started_at: '2026-11-27T09:00:00.000Z',
    };
    const calls = mockJobs([], [transcode]);
    renderApp(<FailedJobs />, { user: buildUser({ role: 'admin', is_admin: true }) });
    const list = await screen.findByRole('list', { name: 'Tareas en curso' });
    expect(screen.getByText('No hay tareas fallidas.')).toBeDefined();
    expect(within(list).getByText('Video N° 12')).toBeDefined();
    expect(within(list).getByText(/En curso desde el .* · intento 2/)).toBeDefined();
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Empezar esta tarea de nuevo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('La tarea se volvió a poner en cola.')).toBeDefined();
    expect(calls).toEqual([`retry ${transcode.id}`]);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Tareas en curso' })).toBeNull());
  });

  it('shows a failed task with its reason and retries it', async () => {
    const user = userEvent.setup();
    const calls = mockJobs([failedMail]);
    renderApp(<FailedJobs />, { user: buildUser({ role: 'admin', is_admin: true }) });
    const list = await screen.findByRole('list', { name: 'Tareas fallidas' });
    expect(within(list).getByText('Correo: Bienvenida a Vitalia')).toBeDefined();
    expect(within(list).getByText('Motivo: 550 [correo] rechazado')).toBeDefined();
    expect(within(list).getByText(/9 intentos · falló el/)).toBeDefined();
    await user.click(within(list).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('La tarea se volvió a poner en cola.')).toBeDefined();
    expect(calls).toEqual([`retry ${failedMail.id}`]);
    expect(await screen.findByText('No hay tareas fallidas: todo lo pendiente se completó.')).toBeDefined();
  });

  it('asks before cancelling a task', async () => {
    const user = userEvent.setup();
    const calls = mockJobs([failedMail]);
    renderApp(<FailedJobs />, { user: buildUser({ role: 'admin', is_admin: true }) });
    await user.click(await screen.findByRole('button', { name: 'Cancelar tarea' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar esta tarea?' });
    expect(calls).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar tarea' }));
    await waitFor(() => expect(calls).toEqual([`cancel ${failedMail.id}`]));
  });
});
