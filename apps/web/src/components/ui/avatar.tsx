import { useEffect, useState } from 'react';
import clsx from 'clsx';
import { AVATAR_SIZES } from '@vitalia/shared/constants/app';
import { initialsOf } from '@vitalia/shared/user-rules';
import { avatarImageUrl, initialsImage, type AvatarSize } from '@/utils/avatar';

/** SPEC §2 avatar: sm 32, md 48, lg 80; initials image when there is no photo or it fails to load. */
export function Avatar({
  src,
  name,
  person,
  size = 'md',
  className,
}: {
  src?: string | null;
  /** What the picture is called for a screen reader ("Foto de …"). */
  name: string;
  /** Whose initials to draw without a photo; without it, the letters of `name`. */
  person?: { first_name: string; last_name: string };
  size?: AvatarSize;
  className?: string;
}) {
  const pixels = AVATAR_SIZES[size];
  const fallback = initialsImage(
    name,
    person ? initialsOf(person.first_name, person.last_name) : initialsOf(name),
  );
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [src]);
  const url = src && !failed ? avatarImageUrl(src, pixels) : fallback;
  return (
    <img
      src={url}
      alt={`Foto de ${name}`}
      width={pixels}
      height={pixels}
      data-avatar-size={size}
      onError={() => setFailed(true)}
      className={clsx('shrink-0 rounded-full bg-brand-100 object-cover', className)}
      style={{ width: pixels, height: pixels }}
    />
  );
}
