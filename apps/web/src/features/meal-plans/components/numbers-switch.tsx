import { useId } from 'react';
import { useNumbersSetting } from '../api/get-numbers-setting';
import { useSetNumbersSetting } from '../api/set-numbers-setting';

/**
 * "Sin números" (issue 47): her switch on her plan page (no `memberId`), or her professional's in the chart.
 * What her professional set, she sees set and cannot undo alone (the server says the same).
 */
export function NumbersSwitch({ memberId }: { memberId?: number }) {
  const setting = useNumbersSetting(memberId);
  const change = useSetNumbersSetting(memberId);
  const id = useId();
  if (!setting.isSuccess) return null;
  const { hidden, set_by: setBy } = setting.data.setting;
  const lockedForHer = memberId === undefined && setBy === 'professional';
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="flex min-h-11 items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="size-5"
          // Drawn at once as she asked; the server's answer follows.
          checked={change.isPending ? change.variables : hidden}
          disabled={lockedForHer || change.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span className="font-medium text-gray-900">
          {memberId === undefined ? 'Ver mi plan sin números' : 'Sin números: ocultarle calorías y macros'}
        </span>
      </label>
      <p id={`${id}-hint`} className="text-sm text-gray-600">
        {lockedForHer
          ? 'Tu profesional dejó ocultos los números por ahora. Si quieres volver a verlos, conversa con tu profesional.'
          : memberId === undefined
            ? 'Oculta calorías, macros y sellos en tu plan, tus recetas y el buscador de alimentos.'
            : setBy === 'member'
              ? 'Lo activó tu cliente. Las cantidades y la lista de compras se siguen mostrando.'
              : 'Para acompañar trastornos de la conducta alimentaria: tu cliente ve alimentos y cantidades, sin cifras.'}
      </p>
      {change.isError ? (
        <p role="alert" className="field-error">
          {change.error.message}
        </p>
      ) : null}
    </div>
  );
}
