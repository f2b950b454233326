import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client';
import type { Viewer } from '../entitlements/entitlements';
import { mailLayout } from '../mail/mail-layout';
import { certificateCode } from './certificate-pdf';
import type { CourseListRow } from './courses-repository';

const siteOf = (app: FastifyInstance) => app.config.PUBLIC_URL.replace(/\/$/, '');

/** Where anyone checks a certificate by its code. */
export const verifyUrlOf = (app: FastifyInstance, code: string) => `${siteOf(app)}/certificados/${code}`;

/** Her certificate, by e-mail and on the bell, committed with the certificate itself. */
async function announceCertificate(
  app: FastifyInstance,
  tx: Db,
  issued: { userId: number; courseId: number; code: string; courseTitle: string; memberName: string },
) {
  const email = await app.coursesRepository.memberEmail(issued.userId, tx);
  const courseUrl = `${siteOf(app)}/cursos/${issued.courseId}`;
  const subject = `Tu certificado de «${issued.courseTitle}»`;
  const body = [
    `Hola ${issued.memberName}:`,
    `¡Completaste el curso «${issued.courseTitle}»! Tu certificado está listo para descargar en la página del curso y en Mi Perfil.`,
    `Cualquiera puede verificarlo con el código ${issued.code} en ${verifyUrlOf(app, issued.code)}.`,
  ];
  if (email)
    await app.mailer.enqueue(
      {
        to: email,
        subject,
        text: `${body.join('\n\n')}\n\nTu curso: ${courseUrl}\n`,
        html: mailLayout(subject, body, { label: 'Descargar mi certificado', url: courseUrl }),
      },
      'course-certificate',
      { tx },
    );
  await app.notifier.notify(
    [issued.userId],
    {
      title: '¡Curso completado!',
      message: `Tu certificado de «${issued.courseTitle}» está listo.`,
      actionUrl: `/cursos/${issued.courseId}`,
    },
    tx,
  );
}

/**
 * The lesson done and, when it was the last, the certificate: one transaction, so a process killed between
 * them cannot leave her at 100 % without a certificate (issue 43 §6). Without a lesson it only issues.
 */
export async function completeAndCertify(
  app: FastifyInstance,
  viewer: Viewer,
  row: CourseListRow,
  lessonId?: number,
) {
  const repo = app.coursesRepository;
  const details = {
    code: certificateCode(),
    memberName: await repo.memberName(viewer.id),
    courseTitle: row.title,
    trainerName: row.trainerName,
  };
  return app.db.transaction(async (tx) => {
    const outcome = await repo.completeCourse(viewer.id, row.id, details, lessonId, tx);
    if (outcome?.issuedNow) await announceCertificate(app, tx, outcome.certificate);
    return outcome?.certificate ?? null;
  });
}
