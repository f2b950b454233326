import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput, DateTimeInput, isCompleteDateTime, TimeInput } from './date-time-inputs';

/** A parent that keeps what the field hands it, as a form does. */
function Kept({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="day">Fecha</label>
      <DateInput
        id="day"
        value={value}
        min="2026-11-10"
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
    </>
  );
}

afterEach(() => vi.useRealTimers());

describe('date and time fields in es-CL (issue 49 §3)', () => {
  it('shows a day as dd-mm-aaaa and hands the form YYYY-MM-DD, typed or picked', async () => {
    // The calendar opens on today's month when the field holds no whole day: today is fixed, only the clock
    // (timers stay real for the typing).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00-03:00') });
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Kept initial="2026-11-30" onValue={onValue} />);
    const field = screen.getByLabelText('Fecha');
    expect((field as HTMLInputElement).value).toBe('30-11-2026');
    await user.clear(field);
    await user.type(field, '2/12/2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-02');
    // Half typed: the text goes on to the form as it is, and the form's schema says what is wrong.
    await user.clear(field);
    await user.type(field, '31-02');
    expect(onValue).toHaveBeenLastCalledWith('31-02');

    await user.click(screen.getByRole('button', { name: 'Elegir en el calendario' }));
    const picker = screen.getByRole('dialog', { name: 'Elegir fecha' });
    // Spanish month and days; before `min` nothing can be chosen.
    expect(picker.textContent).toContain('noviembre 2026');
    expect(screen.getByRole('button', { name: 'lunes 9 de noviembre' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Mes siguiente' }));
    await user.click(screen.getByRole('button', { name: 'viernes 25 de diciembre' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25');
    expect((field as HTMLInputElement).value).toBe('25-12-2026');
    expect(screen.queryByRole('dialog')).toBeNull();
    // Focus is back on the calendar button, not lost to the page.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elegir en el calendario' }));

    // Escape closes the month without choosing.
    await user.click(screen.getByRole('button', { name: 'Elegir en el calendario' }));
    expect(document.activeElement?.getAttribute('data-day')).toBe('2026-12-25');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2026-12-25');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elegir en el calendario' }));
  });

  it('keeps a half-typed day on screen when the parent ignores it (a list filter waits for a whole day)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <label htmlFor="from">Desde</label>
        <DateInput id="from" value="" onChange={onChange} />
      </>,
    );
    const field = screen.getByLabelText('Desde');
    await user.type(field, '1-12');
    expect((field as HTMLInputElement).value).toBe('1-12');
  });

  it('reads time on a 24-hour clock, and a day with its time as one value', async () => {
    const user = userEvent.setup();
    const onTime = vi.fn();
    render(<TimeInput label="Desde" value="09:00" step={15} onChange={onTime} />);
    expect(screen.getByRole('group', { name: 'Desde' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Desde: hora'), '21');
    expect(onTime).toHaveBeenLastCalledWith('21:00');
    expect(screen.getAllByRole('option', { name: '45' })).toHaveLength(1);
    expect(screen.queryByRole('option', { name: /AM|PM/ })).toBeNull();

    const onWhen = vi.fn();
    render(
      <>
        <label htmlFor="starts">Inicio</label>
        <DateTimeInput id="starts" label="Inicio" value="2026-12-01T19:00" onChange={onWhen} />
      </>,
    );
    expect((screen.getByLabelText('Inicio') as HTMLInputElement).value).toBe('01-12-2026');
    await user.selectOptions(screen.getByLabelText('Inicio: minutos'), '30');
    expect(onWhen).toHaveBeenLastCalledWith('2026-12-01T19:30');
  });

  it('hands on a day without its hour as incomplete, never as midnight', async () => {
    const user = userEvent.setup();
    const onWhen = vi.fn();
    render(
      <>
        <label htmlFor="ends">Fin</label>
        <DateTimeInput id="ends" label="Fin" value="" onChange={onWhen} />
      </>,
    );
    await user.type(screen.getByLabelText('Fin'), '2-12-2026');
    expect(onWhen).toHaveBeenLastCalledWith('2026-12-02T');
    expect(isCompleteDateTime('2026-12-02T')).toBe(false);
    expect(isCompleteDateTime('2026-12-02T00:00')).toBe(true);
  });
});
