import crypto from 'node:crypto';
import { PLAYBACK_TTL_SECONDS } from '@vitalia/shared/videos';
import { VIDEO_MESSAGES as M } from '@vitalia/shared/messages/videos';
import { AppError } from '../../../lib/app-error';

/**
 * Playback addresses (ADR 0042): `<viewer>.<expiry>.<signature>` in the path of every playlist, segment,
 * caption and original-file request, an HMAC over the video, the viewer and the expiry under a key derived
 * from the session secret for this purpose only. A token opens one video for one viewer for at most
 * 15 minutes; a player asks for a fresh one while it plays. Path-safe: digits, dots and base64url.
 */
export function playbackTokens(secret: string, ttlSeconds = PLAYBACK_TTL_SECONDS) {
  const key = crypto.createHmac('sha256', secret).update('vitalia.video.playback.v1').digest();
  const signatureOf = (videoId: number, viewerId: number, exp: number) =>
    crypto.createHmac('sha256', key).update(`${videoId}:${viewerId}:${exp}`).digest('base64url').slice(0, 32);

  return {
    ttlSeconds,

    issue(videoId: number, viewerId: number, now = Date.now()): { token: string; expiresAt: Date } {
      const exp = Math.floor(now / 1000) + ttlSeconds;
      return {
        token: `${viewerId}.${exp}.${signatureOf(videoId, viewerId, exp)}`,
        expiresAt: new Date(exp * 1000),
      };
    },

    /** The viewer the token was issued to; a forged, altered, foreign or expired token is a 403. */
    verify(videoId: number, token: string, now = Date.now()): number {
      const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{32})$/.exec(token);
      if (!match) throw new AppError(403, M.linkInvalid, 'FORBIDDEN');
      const viewerId = Number(match[1]);
      const exp = Number(match[2]);
      const expected = Buffer.from(signatureOf(videoId, viewerId, exp));
      if (!crypto.timingSafeEqual(expected, Buffer.from(match[3] ?? '')))
        throw new AppError(403, M.linkInvalid, 'FORBIDDEN');
      if (exp * 1000 <= now) throw new AppError(403, M.linkExpired, 'LINK_EXPIRED');
      return viewerId;
    },
  };
}

export type PlaybackTokens = ReturnType<typeof playbackTokens>;
