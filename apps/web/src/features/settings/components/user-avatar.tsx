import { Avatar, type AvatarProps } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useAvatar } from '../api/avatar';

/** An object URL for the blob, revoked when the blob changes or the component goes. */
const useObjectUrl = (blob: Blob | null | undefined): string | null => {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
};

/** The picture served at `url` (read with the session's headers), or null while there is none. */
export const useAvatarSrc = (url: string | null | undefined): string | null => useObjectUrl(useAvatar(url).data);

/** Initials of a name: 'Pat Lee' → 'PL'. */
export const initialsOf = (firstName: string, lastName: string) =>
  `${firstName.slice(0, 1)}${lastName.slice(0, 1)}`.toUpperCase();

type UserAvatarProps = Omit<AvatarProps, 'src' | 'children'> & {
  /** The avatar's address from the profile (`avatar` / `avatarUrl`), or null. */
  url: string | null | undefined;
  initials: string;
  alt: string;
};

// A user's picture, or their initials when they have none or it cannot be read.
export const UserAvatar = ({ url, initials, alt, ...props }: UserAvatarProps) => {
  const src = useAvatarSrc(url);
  return (
    <Avatar src={src} alt={alt} color="green" {...props}>
      {initials}
    </Avatar>
  );
};
