import { useState } from 'react';
import type { AdminTrainer } from '@vitalia/shared/trainers';
import { useToast } from '@/components/ui/toast';
import { useSaveTrainerAccount } from '../api/save-trainer-account';
import { MemberPicker } from './member-picker';

/**
 * "Cuenta que atiende con esta ficha" (issue 45 §1): links a professional's or an admin's account to a team
 * card, so she sees her practice (Hoy, Mis clientes); the server refuses a member's account or one that
 * already attends with another card.
 */
export function TrainerAccount({ trainer }: { trainer: AdminTrainer }) {
  const toast = useToast();
  const save = useSaveTrainerAccount();
  const [chosen, setChosen] = useState<number | null>(trainer.account_user_id);
  const changed = chosen !== trainer.account_user_id;
  const submit = (userId: number | null) =>
    save.mutate(
      { id: trainer.id, user_id: userId },
      {
        onSuccess: (response) => {
          setChosen(response.trainer.account_user_id);
          toast.show({ type: 'success', title: response.message });
        },
      },
    );
  return (
    <div role="group" aria-label={`Cuenta que atiende con la ficha de ${trainer.name}`} className="space-y-2">
      <p className="field-label">Cuenta que atiende con esta ficha</p>
      <MemberPicker value={chosen} onChange={setChosen} />
      {save.isError ? (
        <p role="alert" className="field-error">
          {save.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className="btn btn-primary"
          disabled={!changed || chosen === null || save.isPending}
          onClick={() => submit(chosen)}
        >
          Vincular cuenta
        </button>
        {trainer.account_user_id !== null ? (
          <button
            type="button"
            className="btn btn-secondary"
            disabled={save.isPending}
            onClick={() => submit(null)}
          >
            Desvincular
          </button>
        ) : null}
      </div>
    </div>
  );
}
