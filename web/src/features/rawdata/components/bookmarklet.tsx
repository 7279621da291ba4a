import BookmarkAddIcon from '@mui/icons-material/BookmarkAdd';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';

/** Selected text kept short enough for every browser's address bar. */
const MAX_SELECTION = 4000;

/**
 * The bookmarklet's code: opens this workspace's Quick Collection in a new tab with the page's URL,
 * title and selected text in the query string (`shortcuts-screen.tsx` reads them).
 */
export function bookmarkletCode(origin: string): string {
  return (
    'javascript:(()=>{' +
    `const s=String(getSelection()||'').slice(0,${MAX_SELECTION});` +
    `window.open('${origin}/shortcuts/?url='+encodeURIComponent(location.href)` +
    "+'&title='+encodeURIComponent(document.title.slice(0,300))" +
    "+(s?'&text='+encodeURIComponent(s):''),'_blank')})()"
  );
}

/** A link to drag to the bookmarks bar; React refuses `javascript:` hrefs, so it is set on the element itself. */
export function Bookmarklet() {
  const code = bookmarkletCode(window.location.origin);
  const [copied, setCopied] = useState(false);
  const setHref = useCallback((el: HTMLAnchorElement | null) => el?.setAttribute('href', code), [code]);
  return (
    <Box sx={{ mt: 3 }} component="section" aria-labelledby="bookmarklet-title">
      <Typography variant="h6" component="h2" id="bookmarklet-title">
        Collect from any page
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drag this button to your bookmarks bar. On any page, select some text (or none) and click the bookmark: Quick
        Collection opens here with the page’s address and your selection filled in.
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component="a"
          ref={setHref}
          variant="outlined"
          startIcon={<BookmarkAddIcon />}
          onClick={(e: React.MouseEvent) => e.preventDefault()}
          data-testid="bookmarklet"
        >
          Send to Intel Notes
        </Button>
        <Button
          size="small"
          onClick={() =>
            void navigator.clipboard.writeText(code).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy the code'}
        </Button>
      </Stack>
    </Box>
  );
}
