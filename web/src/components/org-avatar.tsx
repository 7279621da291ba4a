import { Avatar } from '@mui/material';

/** A letter avatar in the theme colours (the icon service is fetched through the server by a later issue). */
export function OrgAvatar({ name, size = 32 }: { name: string; size?: number }) {
  return (
    <Avatar
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        color: 'primary.main',
        fontWeight: 700,
        fontSize: size / 2,
      }}
      aria-hidden
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
