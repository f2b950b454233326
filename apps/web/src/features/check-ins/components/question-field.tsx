import { useId } from 'react';
import clsx from 'clsx';
import { CHECK_IN_TEXT_MAX, type AnswerValue, type CheckIn } from '@vitalia/shared/check-ins';

type Question = CheckIn['questions'][number];

/** Radio buttons drawn as large tappable boxes (44 px and more), a native radio group underneath. */
function Choices<T extends string | number | boolean>({
  name,
  options,
  value,
  onChange,
  describedBy,
  columns,
}: {
  name: string;
  options: { value: T; label: string }[];
  value: AnswerValue;
  onChange: (value: T) => void;
  describedBy?: string;
  columns: string;
}) {
  return (
    <div className={clsx('grid gap-2', columns)}>
      {options.map((option) => (
        <label
          key={String(option.value)}
          className={clsx(
            'flex min-h-11 cursor-pointer items-center justify-center rounded-md border px-2 text-center font-semibold',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
            value === option.value
              ? 'border-brand-600 bg-brand-600 text-white'
              : 'border-gray-300 bg-white text-gray-900 hover:border-brand-400',
          )}
        >
          <input
            type="radio"
            className="sr-only"
            name={name}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            aria-describedby={describedBy}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}

const SCALE = Array.from({ length: 10 }, (_, index) => ({ value: index + 1, label: String(index + 1) }));

/** One question of a check-in, with its own control and its error under it. */
export function QuestionField({
  question,
  value,
  error,
  onChange,
}: {
  question: Question;
  value: AnswerValue;
  error?: string;
  onChange: (value: AnswerValue) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const legend = (
    <>
      {question.label}
      {question.required ? null : <span className="font-normal text-gray-600"> (opcional)</span>}
    </>
  );
  const control = (() => {
    switch (question.kind) {
      case 'scale':
        return (
          <>
            <Choices
              name={id}
              options={SCALE}
              value={value}
              onChange={onChange}
              describedBy={errorId}
              columns="grid-cols-5 sm:grid-cols-10"
            />
            <p className="flex justify-between text-xs text-gray-600" aria-hidden>
              <span>1: muy poco</span>
              <span>10: mucho</span>
            </p>
          </>
        );
      case 'yes_no':
        return (
          <Choices
            name={id}
            options={[
              { value: true, label: 'Sí' },
              { value: false, label: 'No' },
            ]}
            value={value}
            onChange={onChange}
            describedBy={errorId}
            columns="grid-cols-2"
          />
        );
      case 'choice':
        return (
          <Choices
            name={id}
            options={(question.options ?? []).map((option) => ({ value: option, label: option }))}
            value={value}
            onChange={onChange}
            describedBy={errorId}
            columns="grid-cols-1 sm:grid-cols-2"
          />
        );
      case 'number':
        return (
          <div className="flex items-center gap-2">
            <input
              id={`${id}-input`}
              className="field-input w-32"
              inputMode="decimal"
              aria-labelledby={`${id}-legend`}
              aria-describedby={errorId}
              aria-invalid={error ? true : undefined}
              value={value === null ? '' : String(value).replace('.', ',')}
              onChange={(event) => {
                const text = event.target.value.trim().replace(',', '.');
                onChange(text === '' ? null : Number.isNaN(Number(text)) ? event.target.value : Number(text));
              }}
            />
            {question.unit ? <span className="text-gray-700">{question.unit}</span> : null}
          </div>
        );
      case 'text':
        return (
          <textarea
            className="field-input w-full"
            rows={3}
            maxLength={CHECK_IN_TEXT_MAX}
            aria-labelledby={`${id}-legend`}
            aria-describedby={errorId}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => onChange(event.target.value)}
          />
        );
    }
  })();
  return (
    <fieldset className="card space-y-2" aria-invalid={error ? true : undefined}>
      <legend id={`${id}-legend`} className="float-left w-full font-semibold text-gray-900">
        {legend}
      </legend>
      <div className="clear-both space-y-2 pt-1">{control}</div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
