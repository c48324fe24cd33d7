// A teacher's or student's photo from the image service (01 §7, §8): fetched through the API client
// with the spec's cache lifetimes; a photo that fails is logged once, remembered as missing for the
// same lifetime. Without a photo the person's initials show, so the picture is never an empty square.
import { Avatar } from 'antd';
import { useEffect, useState } from 'react';
import { CACHE_MINUTES, MESSAGES, PHOTO_SIZE, type PhotoSize } from '@homework/contracts';
import { calls, isCancelled } from '@homework/platform/api';
import { initialsOf } from './person-initials';

export interface PersonPhotoProps {
  kind: 'teacher' | 'student';
  schoolId: string;
  userId: string;
  photoId: string | null;
  size: PhotoSize;
  alt: string;
}

const PIXELS: Record<PhotoSize, number> = { [PHOTO_SIZE.large]: 96, [PHOTO_SIZE.small]: 32 };

const PHOTO_KINDS = {
  teacher: { fetch: calls.teacherPhoto, lifetimeMinutes: CACHE_MINUTES.teacherPhotos, failure: MESSAGES.teacherPhotoFailed },
  student: { fetch: calls.studentPhoto, lifetimeMinutes: CACHE_MINUTES.studentPhotos, failure: MESSAGES.studentPhotoFailed },
} as const;

/** Photos that failed, by key, with when to try again. */
const misses = new Map<string, number>();
const isKnownMiss = (key: string) => (misses.get(key) ?? 0) > Date.now();

export function PersonPhoto({ kind, schoolId, userId, photoId, size, alt }: PersonPhotoProps) {
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    setUrl(null);
    const key = [kind, schoolId, userId, photoId, size].join('/');
    if (!photoId || isKnownMiss(key)) return;
    const photo = PHOTO_KINDS[kind];
    const controller = new AbortController();
    let objectUrl: string | null = null;
    photo.fetch(schoolId, userId, photoId, size, { signal: controller.signal }).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        setUrl(objectUrl);
      },
      (error: unknown) => {
        // Several pictures of one person fail together: the first records the miss and logs it.
        if (isCancelled(error) || isKnownMiss(key)) return;
        misses.set(key, Date.now() + photo.lifetimeMinutes * 60_000);
        console.error(photo.failure);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [kind, schoolId, userId, photoId, size]);

  const pixels = PIXELS[size];
  return url ? (
    <Avatar shape="square" size={pixels} src={url} alt={alt} />
  ) : (
    <span role="img" aria-label={alt}>
      {/* Light on the dark top bar and on white pages alike; dark letters keep their contrast. */}
      <Avatar shape="square" size={pixels} style={{ backgroundColor: '#f0f0f0', color: 'rgba(0, 0, 0, 0.88)', border: '1px solid #8c8c8c' }}>
        {initialsOf(alt)}
      </Avatar>
    </span>
  );
}
