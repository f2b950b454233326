import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CertificateCodeParamsSchema, CertificateVerificationSchema } from '@vitalia/shared/courses';

/**
 * GET /api/certificates/{code}: the public check behind a certificate's verification address. It says what
 * the certificate says (name, course, trainer, date) and nothing else; codes are 60 random bits.
 */
const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code',
    {
      config: { access: 'public' },
      schema: {
        tags: ['cursos'],
        params: CertificateCodeParamsSchema,
        response: { 200: CertificateVerificationSchema },
      },
    },
    async (request) => ({
      success: true,
      certificate: await app.courseEnrolment.verify(request.params.code),
    }),
  );
};

export default certificatesRoutes;
