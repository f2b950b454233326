import type { Trainer } from '@vitalia/shared/member';
import type { AdminTrainer } from '@vitalia/shared/trainers';
import { introVideoEmbedUrl } from '@vitalia/shared/trainer-rules';
import type { TrainerProfileResponse } from '@vitalia/shared/profile';
import { storedFileVersion } from '../storage';
import type { TrainerRow } from './trainers-repository';

/** An uploaded photo (its key is random, so it doubles as the cache buster), else the illustration. */
export function photoUrlOf(row: TrainerRow): string | null {
  return row.photoPath
    ? `/api/trainers/${row.id}/photo?v=${storedFileVersion(row.photoPath)}`
    : row.profileImage;
}

export function presentTrainer(row: TrainerRow): Trainer {
  return {
    id: row.id,
    name: row.name,
    is_active: row.isActive,
    specialization: row.specialization,
    experience_years: row.experienceYears,
    profile_image: photoUrlOf(row),
    bio: row.bio,
    // Only a real video gets "Ver presentación": older rows may still hold a placeholder or a playlist.
    intro_video_url: introVideoEmbedUrl(row.introVideoUrl),
    registry_number: row.registryNumber,
  };
}

export function presentAdminTrainer(row: TrainerRow): AdminTrainer {
  return {
    id: row.id,
    name: row.name,
    specialization: row.specialization,
    is_active: row.isActive,
    is_featured: row.isFeatured,
    photo_url: photoUrlOf(row),
    has_uploaded_photo: row.photoPath !== null,
    intro_video_url: introVideoEmbedUrl(row.introVideoUrl),
    registry_number: row.registryNumber,
    account_user_id: row.userId,
  };
}

export function presentTrainerProfile(row: TrainerRow): TrainerProfileResponse {
  return {
    name: row.name,
    specialization: row.specialization,
    experience_years: row.experienceYears,
    bio: row.bio,
    registry_number: row.registryNumber,
  };
}
