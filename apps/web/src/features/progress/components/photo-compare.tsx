import { useState } from 'react';
import { formatShortDate } from '@vitalia/shared/dates';
import { POSE_LABELS, POSES, type Pose, type ProgressPhoto } from '@vitalia/shared/progress';
import { ChipGroup } from '@/components/data/chip-group';
import { busiestPose, daysWithPose, defaultPair, photoOn } from './photo-compare-rules';

const dayLabel = (day: string) => formatShortDate(`${day}T12:00:00Z`);

/** One side of the comparison: a day to choose and that day's photo of the pose. */
function Side({
  label,
  pose,
  days,
  day,
  photos,
  onDay,
}: {
  label: string;
  pose: Pose;
  days: string[];
  day: string;
  photos: readonly ProgressPhoto[];
  onDay: (day: string) => void;
}) {
  const photo = photoOn(photos, pose, day);
  const id = `compare-${label.toLowerCase()}`;
  return (
    <figure className="min-w-0 space-y-2">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select id={id} className="field-input" value={day} onChange={(event) => onDay(event.target.value)}>
        {days.map((option) => (
          <option key={option} value={option}>
            {dayLabel(option)}
          </option>
        ))}
      </select>
      {photo ? (
        <img
          src={photo.url}
          width={photo.width}
          height={photo.height}
          alt={`${POSE_LABELS[pose]}, ${dayLabel(day)}`}
          className="aspect-[3/4] w-full rounded-md bg-gray-100 object-cover"
        />
      ) : null}
      <figcaption className="sr-only">
        {POSE_LABELS[pose]} el {dayLabel(day)}
      </figcaption>
    </figure>
  );
}

/**
 * Two days of one pose side by side (issue 47): her first against her last to begin with, any two after.
 * Shared by her /progreso and her chart.
 */
export function PhotoCompare({ photos }: { photos: readonly ProgressPhoto[] }) {
  const [pose, setPose] = useState<Pose>(() => busiestPose(photos, POSES));
  const days = daysWithPose(photos, pose);
  const [chosen, setChosen] = useState<Partial<Record<Pose, [string, string]>>>({});
  const pair = chosen[pose] ?? defaultPair(days);
  return (
    <div className="space-y-3">
      <ChipGroup
        label="Pose"
        options={POSES.map((option) => [option, POSE_LABELS[option]] as const)}
        value={pose}
        onChange={(value) => setPose(value ?? 'frente')}
      />
      {pair === null ? (
        <p className="text-sm text-gray-600">Aún no hay fotos de {POSE_LABELS[pose].toLowerCase()}.</p>
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <Side
            label="Antes"
            pose={pose}
            days={days}
            day={pair[0]}
            photos={photos}
            onDay={(day) => setChosen({ ...chosen, [pose]: [day, pair[1]] })}
          />
          <Side
            label="Después"
            pose={pose}
            days={days}
            day={pair[1]}
            photos={photos}
            onDay={(day) => setChosen({ ...chosen, [pose]: [pair[0], day] })}
          />
        </div>
      )}
    </div>
  );
}
