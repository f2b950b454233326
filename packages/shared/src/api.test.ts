import { describe, expect, it } from 'vitest';
import { ID_MAX, IdSchema, JsonIdSchema } from './api';

const refusal = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'accepted' : result.error?.issues[0]?.message;

describe('ids', () => {
  it('takes a positive int4 from a path (digits) or a body (a number), the same bounds both ways', () => {
    expect(IdSchema.parse(5)).toBe(5);
    expect(IdSchema.parse('5')).toBe(5);
    expect(IdSchema.parse(` ${ID_MAX} `)).toBe(ID_MAX);
    expect(JsonIdSchema.parse(ID_MAX)).toBe(ID_MAX);
  });

  it.each([0, -1, 1.5, ID_MAX + 1, '0', String(ID_MAX + 1), '1e1', '0x5', '-3', '', true, [1], null])(
    'refuses %j with "Identificador inválido"',
    (value) => {
      expect(refusal(IdSchema.safeParse(value))).toBe('Identificador inválido');
    },
  );

  it('refuses digit strings inside a JSON body', () => {
    expect(refusal(JsonIdSchema.safeParse('5'))).toBe('Identificador inválido');
  });
});
