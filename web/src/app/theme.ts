import { THEME_BLACK, THEME_ORANGE } from '@intel/contracts';
import { createTheme } from '@mui/material/styles';

/** Orange #FB4C02 and black (SPEC §9). */
export const theme = createTheme({
  palette: {
    primary: { main: THEME_ORANGE, contrastText: '#ffffff' },
    secondary: { main: THEME_BLACK },
  },
  shape: { borderRadius: 6 },
  components: {
    MuiAppBar: { defaultProps: { color: 'secondary', elevation: 0 } },
    MuiButton: { defaultProps: { disableElevation: true } },
  },
});
