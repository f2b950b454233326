import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Camera, X } from 'lucide-react';
import {
  COMPANIES,
  COMPANY_LABELS,
  EMOTIONS,
  EMOTION_LABELS,
  JOURNAL_PHOTO_ACCEPT,
  PLACES,
  PLACE_LABELS,
  type Emotion,
  type JournalEntryInput,
} from '@vitalia/shared/journal';
import { MEALS, MEAL_LABELS, type Meal } from '@vitalia/shared/meal-plans';
import { JOURNAL_MESSAGES as M } from '@vitalia/shared/messages/journal';
import { ChipGroup } from '@/components/data/chip-group';
import { TimeSelect } from '@/components/ui/time-select';
import { useToast } from '@/components/ui/toast';
import { generalMessage } from '@/lib/api-client';
import { useCreateJournalEntry } from '../api/create-entry';
import { useUploadEntryPhoto } from '../api/upload-entry-photo';
import { instantOf, mealAt, nowOnFiveMinutes, todayInChile } from '../days';

export type FoodPickerSlot = (onPick: (food: { id: number; name: string }) => void) => ReactNode;
type PickedFood = { food_id: number; name: string; grams: number };

const HUNGER = Array.from({ length: 10 }, (_, index) => index + 1);

function HungerSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Sin indicar</option>
        {HUNGER.map((level) => (
          <option key={level} value={level}>
            {level} {level === 1 ? '(nada)' : level === 10 ? '(muchísima)' : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The photo she chose, shown before it goes up (an object URL, released when it changes). */
function usePreview(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

/**
 * Logs a meal on a phone in well under a minute: the meal and time guessed from the clock, a photo from the
 * camera, a few words; hunger, emotion, place and company if she wants. The entry is saved first and the
 * photo goes up after it, so a slow upload never loses what she wrote; a retry never makes a second entry.
 */
export function EntryForm({
  day,
  onDone,
  foodPicker,
}: {
  day: string;
  onDone: () => void;
  foodPicker?: FoodPickerSlot;
}) {
  const create = useCreateJournalEntry();
  const upload = useUploadEntryPhoto();
  const toast = useToast();
  const [clientId] = useState(() => crypto.randomUUID());
  const [time, setTime] = useState(() => (day === todayInChile() ? nowOnFiveMinutes() : '13:00'));
  const [meal, setMeal] = useState<Meal>(() => mealAt(time));
  const [description, setDescription] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [hungerBefore, setHungerBefore] = useState('');
  const [hungerAfter, setHungerAfter] = useState('');
  const [emotion, setEmotion] = useState<Emotion | undefined>(undefined);
  const [place, setPlace] = useState('');
  const [company, setCompany] = useState('');
  const [foods, setFoods] = useState<PickedFood[]>([]);
  const [savedId, setSavedId] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = usePreview(photo);
  const ids = useId();

  const sendPhoto = async (entryId: number, file: File) => {
    setProgress(0);
    try {
      await upload.mutateAsync({
        entryId,
        file,
        onProgress: ({ loaded, total }) => setProgress(Math.round((loaded / total) * 100)),
      });
      return true;
    } catch (failure) {
      setError(`Guardamos tu registro, pero la foto no se subió: ${generalMessage(failure as Error)}`);
      return false;
    } finally {
      setProgress(null);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!description.trim() && !photo && foods.length === 0) return setError(M.empty);
    let entryId = savedId;
    if (entryId === null) {
      const input: JournalEntryInput = {
        client_id: clientId,
        meal,
        eaten_at: instantOf(day, time),
        description: description.trim(),
        foods: foods.map(({ food_id, grams }) => ({ food_id, grams })),
        hunger_before: hungerBefore ? Number(hungerBefore) : null,
        hunger_after: hungerAfter ? Number(hungerAfter) : null,
        emotion: emotion ?? null,
        place: (place || null) as JournalEntryInput['place'],
        company: (company || null) as JournalEntryInput['company'],
        with_photo: photo !== null,
      };
      try {
        entryId = (await create.mutateAsync(input)).entry.id;
        setSavedId(entryId);
      } catch (failure) {
        return setError(generalMessage(failure as Error));
      }
    }
    if (photo && !(await sendPhoto(entryId, photo))) return;
    create.reset();
    toast.show({ type: 'success', title: M.saved });
    onDone();
  };

  const busy = create.isPending || progress !== null;
  return (
    <form onSubmit={(event) => void submit(event)} className="card space-y-4" aria-labelledby={`${ids}-t`}>
      <h2 id={`${ids}-t`} className="text-lg font-semibold text-gray-900">
        Registrar comida
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-meal`} className="field-label">
            Comida
          </label>
          <select
            id={`${ids}-meal`}
            className="field-input"
            value={meal}
            disabled={savedId !== null}
            onChange={(event) => setMeal(event.target.value as Meal)}
          >
            {MEALS.map((option) => (
              <option key={option} value={option}>
                {MEAL_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <TimeSelect label="¿A qué hora?" value={time} onChange={setTime} />
      </div>

      <div className="space-y-2">
        <p className="field-label">Foto (opcional)</p>
        {preview ? (
          <div className="relative w-fit">
            <img src={preview} alt="Foto elegida" className="max-h-56 rounded-md object-cover" />
            <button
              type="button"
              className="absolute right-1 top-1 inline-flex size-11 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow"
              aria-label="Quitar la foto"
              disabled={busy}
              onClick={() => setPhoto(null)}
            >
              <X aria-hidden className="size-5" />
            </button>
          </div>
        ) : null}
        <label className="btn btn-secondary w-fit cursor-pointer focus-within:ring-2 focus-within:ring-brand-500">
          <Camera aria-hidden className="size-4" />
          {photo ? 'Cambiar la foto' : 'Tomar o elegir una foto'}
          <input
            type="file"
            accept={JOURNAL_PHOTO_ACCEPT}
            capture="environment"
            className="sr-only"
            disabled={busy}
            onChange={(event) => {
              setPhoto(event.target.files?.[0] ?? null);
              event.target.value = '';
            }}
          />
        </label>
        {progress !== null ? (
          <progress className="block w-full" max={100} value={progress} aria-label="Subiendo la foto" />
        ) : null}
      </div>

      <div>
        <label htmlFor={`${ids}-desc`} className="field-label">
          ¿Qué comiste?
        </label>
        <textarea
          id={`${ids}-desc`}
          className="field-input min-h-24"
          maxLength={1000}
          value={description}
          disabled={savedId !== null}
          placeholder="Ej.: porotos con riendas y ensalada de tomate"
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>

      {foodPicker && savedId === null ? (
        <div className="space-y-2">
          {foodPicker((food) =>
            setFoods((current) =>
              current.some((item) => item.food_id === food.id) || current.length >= 12
                ? current
                : [...current, { food_id: food.id, name: food.name, grams: 100 }],
            ),
          )}
          {foods.length > 0 ? (
            <ul className="space-y-2" aria-label="Alimentos del registro">
              {foods.map((food) => (
                <li key={food.food_id} className="flex flex-wrap items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1">{food.name}</span>
                  <label className="flex items-center gap-1">
                    <span className="sr-only">Gramos de {food.name}</span>
                    <input
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={2000}
                      className="field-input w-24"
                      value={food.grams}
                      onChange={(event) =>
                        setFoods((current) =>
                          current.map((item) =>
                            item.food_id === food.food_id
                              ? { ...item, grams: Number(event.target.value) }
                              : item,
                          ),
                        )
                      }
                    />
                    g
                  </label>
                  <button
                    type="button"
                    className="btn btn-ghost min-h-11"
                    onClick={() =>
                      setFoods((current) => current.filter((item) => item.food_id !== food.food_id))
                    }
                  >
                    Quitar<span className="sr-only"> {food.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <div className="grid gap-4 sm:grid-cols-2">
        <HungerSelect label="Hambre antes (1 a 10)" value={hungerBefore} onChange={setHungerBefore} />
        <HungerSelect label="Hambre después (1 a 10)" value={hungerAfter} onChange={setHungerAfter} />
      </div>

      <div className="space-y-1">
        <p className="field-label" id={`${ids}-emotion`}>
          ¿Cómo te sentías?
        </p>
        <ChipGroup
          label="¿Cómo te sentías?"
          options={EMOTIONS.map((option) => [option, EMOTION_LABELS[option]] as const)}
          value={emotion}
          onChange={(value) => setEmotion(value === emotion ? undefined : value)}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${ids}-place`} className="field-label">
            ¿Dónde?
          </label>
          <select
            id={`${ids}-place`}
            className="field-input"
            value={place}
            onChange={(event) => setPlace(event.target.value)}
          >
            <option value="">Sin indicar</option>
            {PLACES.map((option) => (
              <option key={option} value={option}>
                {PLACE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${ids}-company`} className="field-label">
            ¿Con quién?
          </label>
          <select
            id={`${ids}-company`}
            className="field-input"
            value={company}
            onChange={(event) => setCompany(event.target.value)}
          >
            <option value="">Sin indicar</option>
            {COMPANIES.map((option) => (
              <option key={option} value={option}>
                {COMPANY_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Guardando…' : savedId !== null ? 'Reintentar la foto' : 'Guardar registro'}
        </button>
        <button type="button" className="btn btn-ghost" onClick={onDone} disabled={busy}>
          {savedId !== null ? 'Seguir sin foto' : 'Cancelar'}
        </button>
      </div>
    </form>
  );
}
