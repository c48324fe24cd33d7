// A teacher's or student's photo from the image service (01 §7, §8), kept by the suite's QueryClient
// for the spec's lifetimes. A photo that fails is logged once; the failure is kept as long as a photo
// would be, so the same picture elsewhere on the page does not ask again. Without a photo the
// person's initials show, so the picture is never an empty square.
import { Avatar } from 'antd';
import { useEffect, useMemo } from 'react';
import { MESSAGES, PHOTO_SIZE, type PhotoSize } from '@homework/contracts';
import { calls, isCancelled, useQuery } from '@homework/platform/api';
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
const FAILURE = { teacher: MESSAGES.teacherPhotoFailed, student: MESSAGES.studentPhotoFailed } as const;

export function PersonPhoto({ kind, schoolId, userId, photoId, size, alt }: PersonPhotoProps) {
  const query = calls.photo(kind, schoolId, userId, photoId ?? '', size);
  const { data: blob } = useQuery({
    ...query,
    // Logged where it is fetched: one request, however many pictures show it.
    queryFn: async (context) => {
      try {
        return await query.queryFn!(context);
      } catch (error) {
        if (!isCancelled(error)) console.error(FAILURE[kind]);
        throw error;
      }
    },
    enabled: photoId !== null,
    retryOnMount: false,
  });
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);

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
