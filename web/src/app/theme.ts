import { THEME_BLACK, THEME_ORANGE } from '@intel/contracts';
import { createTheme } from '@mui/material/styles';

/**
 * Orange #FB4C02 and black (SPEC §9). The brand orange is 3.4:1 on white, under WCAG's 4.5:1 for
 * text, so it stays on large areas (logo on black, tab indicator, accents) and text, links and
 * buttons use a darker shade of it (5.3:1 on white, and white on it).
 */
export const BRAND_ORANGE = THEME_ORANGE;
export const ORANGE_TEXT = '#C43B00';

export const theme = createTheme({
  palette: {
    primary: { main: ORANGE_TEXT, light: BRAND_ORANGE, contrastText: '#ffffff' },
    secondary: { main: THEME_BLACK },
    // MUI's warning orange (#ed6c02) is 3.1:1 on white: the paywalled chips' text needs 4.5:1.
    warning: { main: '#A84A00' },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiAppBar: { defaultProps: { color: 'secondary', elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTabs: { styleOverrides: { indicator: { backgroundColor: BRAND_ORANGE, height: 3 } } },
  },
});
