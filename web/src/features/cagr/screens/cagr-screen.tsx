import { cagr, QUARTER_OFFSET } from '@intel/contracts';
import {
  Alert,
  Box,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useSnapshotSeries } from '../api/snapshot-series.ts';

const pct = (r: number) => `${(r * 100).toFixed(2)}%`;

function Result({ result }: { result: ReturnType<typeof cagr> }) {
  if ('error' in result) return <Alert severity="warning">{result.error}</Alert>;
  return (
    <Typography
      variant="h3"
      component="p"
      sx={{ fontWeight: 800, color: 'primary.main' }}
      aria-label="Compound annual growth rate"
    >
      {pct(result.rate)}
      <Typography component="span" variant="body1" color="text.secondary" sx={{ ml: 1 }}>
        compound annual growth
      </Typography>
    </Typography>
  );
}

/** `cagr`: the compound annual growth rate of a snapshot series, or of two values over a period. */
export function CagrScreen() {
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState(params.get('start') ? 1 : 0);
  const series = useSnapshotSeries();
  const symbol = params.get('symbol') ?? series.data?.[0]?.symbol ?? '';
  const chosen = series.data?.find((s) => s.symbol === symbol);
  const [start, setStart] = useState(params.get('start') ?? '100');
  const [end, setEnd] = useState(params.get('end') ?? '200');
  const [years, setYears] = useState(params.get('years') ?? '5');

  const points =
    chosen?.points.map((p) => ({ ...p, t: p.year + QUARTER_OFFSET[p.quarter], label: `${p.year} ${p.quarter}` })) ?? [];
  const first = points[0];
  const last = points[points.length - 1];
  const seriesResult =
    first && last && points.length > 1
      ? cagr(first.data, last.data, last.t - first.t)
      : { error: 'A series needs at least two points.' };

  return (
    <Box>
      <Typography variant="h5" component="h1" gutterBottom>
        CAGR
      </Typography>
      <Tabs value={mode} onChange={(_e, v: number) => setMode(v)} sx={{ mb: 2 }} aria-label="CAGR input">
        <Tab label="From a series" sx={{ textTransform: 'none' }} />
        <Tab label="Two values" sx={{ textTransform: 'none' }} />
      </Tabs>
      {mode === 0 ? (
        <Stack spacing={2}>
          {series.error && <Alert severity="error">{series.error.message}</Alert>}
          {series.data && series.data.length === 0 && (
            <Alert severity="info">There are no snapshot series you can see yet.</Alert>
          )}
          {series.data && series.data.length > 0 && (
            <>
              <TextField
                select
                label="Series"
                value={symbol}
                onChange={(e) => setParams({ symbol: e.target.value })}
                sx={{ maxWidth: 420 }}
              >
                {series.data.map((s) => (
                  <MenuItem key={s.symbol} value={s.symbol}>
                    {s.symbol}
                    {s.caption ? ` — ${s.caption}` : ''}
                  </MenuItem>
                ))}
              </TextField>
              <Result result={seriesResult} />
              {first && last && (
                <Typography color="text.secondary">
                  From {first.data.toLocaleString('en-US')} ({first.label}) to {last.data.toLocaleString('en-US')} (
                  {last.label})
                </Typography>
              )}
              <Paper variant="outlined" sx={{ p: 2, height: 320 }} role="figure" aria-label="Series chart">
                <ResponsiveContainer width="100%" height="100%">
                  <LineChart data={points}>
                    <CartesianGrid strokeDasharray="3 3" />
                    <XAxis dataKey="label" />
                    <YAxis />
                    <Tooltip />
                    <Line
                      type="monotone"
                      dataKey="data"
                      name={chosen?.caption ?? symbol}
                      stroke="#FB4C02"
                      strokeWidth={2}
                      dot
                    />
                  </LineChart>
                </ResponsiveContainer>
              </Paper>
              <Table size="small" aria-label="Series points">
                <TableHead>
                  <TableRow>
                    <TableCell>Period</TableCell>
                    <TableCell align="right">Value</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {points.map((p) => (
                    <TableRow key={p.label}>
                      <TableCell>{p.label}</TableCell>
                      <TableCell align="right">{p.data.toLocaleString('en-US')}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <Stack direction="row" spacing={2}>
            <TextField label="Start value" type="number" value={start} onChange={(e) => setStart(e.target.value)} />
            <TextField label="End value" type="number" value={end} onChange={(e) => setEnd(e.target.value)} />
            <TextField label="Years" type="number" value={years} onChange={(e) => setYears(e.target.value)} />
          </Stack>
          <Result
            result={
              start === '' || end === '' || years === ''
                ? { error: 'Enter numbers.' }
                : cagr(Number(start), Number(end), Number(years))
            }
          />
        </Stack>
      )}
    </Box>
  );
}
