import { Avatar } from '@mui/material';
import { useState } from 'react';

const MISSES_KEY = 'intel-no-icon';
const MISS_TTL_MS = 24 * 3600_000;

/** Domains the icon service had no icon for, remembered a day so they are not asked for again (console noise). */
function readMisses(): Record<string, number> {
  try {
    const all = JSON.parse(localStorage.getItem(MISSES_KEY) ?? '{}') as Record<string, number>;
    const now = Date.now();
    return Object.fromEntries(Object.entries(all).filter(([, at]) => now - at < MISS_TTL_MS));
  } catch {
    return {};
  }
}
let misses: Record<string, number> | null = null;
export function knownMissing(domain: string): boolean {
  misses ??= readMisses();
  return domain in misses;
}
export function rememberMissing(domain: string) {
  misses = { ...readMisses(), [domain]: Date.now() };
  try {
    localStorage.setItem(MISSES_KEY, JSON.stringify(misses));
  } catch {
    /* storage full or disabled: asked again next time */
  }
}

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
  const [missing, setMissing] = useState(() => !domain || knownMissing(domain));
  return (
    <Avatar
      src={domain && !missing ? `/api/v1/icons/${domain}/` : undefined}
      alt=""
      slotProps={{
        img: {
          onError: () => {
            if (domain) rememberMissing(domain);
            setMissing(true);
          },
        },
      }}
      sx={{
        width: size,
        height: size,
        bgcolor: 'secondary.main',
        color: 'primary.light',
        fontWeight: 700,
        fontSize: size / 2,
      }}
    >
      {name.trim().charAt(0).toUpperCase() || '?'}
    </Avatar>
  );
}
