import { Avatar } from '@mui/material';

/** The domain of a website address, for the icon service. */
export function domainOf(website: string | null | undefined): string | null {
  if (!website) return null;
  try {
    return new URL(/^https?:\/\//i.test(website) ? website : `https://${website}`).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}

/**
 * The organization's icon, fetched through the server from the icon service; when there is none
 * (or the service cannot be reached) MUI shows the letter in the theme colours instead.
 */
export function OrgAvatar({ name, website, size = 32 }: { name: string; website?: string | null; size?: number }) {
  const domain = domainOf(website);
  return (
    <Avatar
      src={domain ? `/api/v1/icons/${domain}/` : undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        color: 'primary.main',
        fontWeight: 700,
        fontSize: size / 2,
      }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
