import { GRAPH_KINDS, type TGraphKind, type TGraphNode, ZGraphParams } from '@intel/contracts';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Chip,
  Grid,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { KIND_COLOURS, kindLabel, nodeHref } from '../../../components/graph-style.ts';
import { LoadError } from '../../../components/load-error.tsx';
import { isResearch, useAuth } from '../../../lib/auth-store.ts';
import { graphKeys } from '../../../lib/graph-keys.ts';
import { plural } from '../../../lib/words.ts';
import { fetchNeighbourhood, GRAPH_PAGE } from '../api/get-graph.ts';
import { NetworkCanvas } from '../components/network-canvas.tsx';
import { SelectionActions } from '../components/selection-actions.tsx';
import {
  addNeighbourhood,
  edgeWords,
  emptyGraph,
  type GraphState,
  linksToRoot,
  visibleGraph,
} from '../lib/graph-model.ts';

/**
 * "Explore network": a record and its neighbours as a graph the analyst grows node by node
 * (one request per expansion, a page at a time), filters by kind and name, arranges by dragging
 * (a dragged node stays pinned), opens by double-click, and turns a selection into list members
 * or the Operator's context. The table under the drawing lists the same nodes for keyboard and
 * screen-reader use.
 */
export function NetworkScreen() {
  const params = ZGraphParams.safeParse(useParams());
  const auth = useAuth();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const [graph, setGraph] = useState<GraphState>(emptyGraph);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  const [kinds, setKinds] = useState<Set<TGraphKind>>(() => new Set(GRAPH_KINDS));
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const [pinned, setPinned] = useState<Set<string>>(() => new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [layoutToken, setLayoutToken] = useState(0);
  const kind = params.success ? params.data.kind : null;
  const id = params.success ? params.data.id : null;

  const expand = useCallback(
    async (node: Pick<TGraphNode, 'kind' | 'id' | 'key'>, offset: number) => {
      setLoading(node.key);
      try {
        const page = await queryClient.fetchQuery({
          queryKey: graphKeys.page(node.kind, node.id, offset),
          queryFn: ({ signal }) => fetchNeighbourhood(node.kind, node.id, offset, signal),
          staleTime: 30_000,
        });
        setAnchor(node.key);
        setGraph((g) => addNeighbourhood(g, page));
        setLayoutToken((t) => t + 1);
        setError(null);
      } catch (e) {
        setError(e as Error);
      } finally {
        setLoading(null);
      }
    },
    [queryClient],
  );

  useEffect(() => {
    if (!kind || !id) return;
    setGraph(emptyGraph());
    setSelected(new Set());
    setPinned(new Set());
    void expand({ kind, id, key: `${kind}:${id}` }, 0);
  }, [kind, id, expand]);

  const view = useMemo(() => visibleGraph(graph, kinds, text), [graph, kinds, text]);
  const root = graph.rootKey ? graph.nodes.get(graph.rootKey) : undefined;
  const selectedNodes = [...selected].map((k) => graph.nodes.get(k)).filter((n): n is TGraphNode => !!n);
  const focus = selectedNodes.length === 1 ? selectedNodes[0] : undefined;
  const presentKinds = new Set([...graph.nodes.values()].map((n) => n.kind));
  const links = useMemo(() => linksToRoot(graph), [graph]);
  const restricted = view.nodes.some((n) => n.visibility === 'hidden' || n.visibility === 'paywalled');

  const toggleSelect = (key: string, additive: boolean) =>
    setSelected((s) => {
      const next = new Set(additive ? s : []);
      if (additive && s.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const open = (node: TGraphNode) => {
    const href = nodeHref(node);
    if (href) navigate(href);
  };

  if (!params.success) return <LoadError error={new Error('This is not the address of a record’s network.')} />;
  if (error && !root) return <LoadError error={error} />;

  const expandButton = (node: TGraphNode) => {
    const state = graph.expanded.get(node.key);
    if (state && !state.more) return null;
    return (
      <Button
        size="small"
        disabled={loading !== null}
        onClick={() => void expand(node, state?.loaded ?? 0)}
        aria-label={state ? `Load ${Math.min(state.more, GRAPH_PAGE)} more of ${node.label}` : `Expand ${node.label}`}
      >
        {state ? `${state.more} more` : 'Expand'}
      </Button>
    );
  };

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          Network{root ? ` of ${root.label}` : ''}
        </Typography>
        {root && nodeHref(root) && (
          <Button component={Link} to={nodeHref(root) ?? '/'}>
            Back to the record
          </Button>
        )}
        <Button variant="outlined" onClick={() => setLayoutToken((t) => t + 1)} disabled={!root}>
          Re-arrange
        </Button>
      </Stack>
      {error && root && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error.message}
        </Alert>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="span" id="kind-filter-label">
          Show:
        </Typography>
        <Box role="group" aria-labelledby="kind-filter-label" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {GRAPH_KINDS.filter((k) => presentKinds.has(k)).map((k) => (
            <Chip
              key={k}
              label={kindLabel(k)}
              clickable
              aria-pressed={kinds.has(k)}
              variant={kinds.has(k) ? 'filled' : 'outlined'}
              sx={
                kinds.has(k) ? { bgcolor: KIND_COLOURS[k], color: '#fff', '&:hover': { bgcolor: KIND_COLOURS[k] } } : {}
              }
              onClick={() =>
                setKinds((s) => {
                  const next = new Set(s);
                  if (next.has(k)) next.delete(k);
                  else next.add(k);
                  return next;
                })
              }
            />
          ))}
        </Box>
        <TextField
          size="small"
          label="Filter by name"
          value={text}
          onChange={(e) => setText(e.target.value)}
          sx={{ minWidth: 200, ml: { md: 'auto' } }}
        />
      </Stack>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <NetworkCanvas
            nodes={view.nodes}
            edges={view.edges}
            rootKey={graph.rootKey}
            selected={selected}
            pinned={pinned}
            anchorKey={anchor}
            onSelect={toggleSelect}
            onOpen={open}
            onPin={(key) => setPinned((s) => new Set(s).add(key))}
            onClear={() => setSelected(new Set())}
            layoutToken={layoutToken}
            height={phone ? 380 : 540}
            label={`Network of ${root?.label ?? 'the record'}: ${plural(view.nodes.length, 'record')} and ${plural(view.edges.length, 'link')}. The table below lists them.`}
          />
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
            Hover or select a node to name it, its neighbours and their links; zoom in to name every node. Click to
            select, Shift-click for several, double-click to open, drag to move (a moved node stays pinned).
            {restricted &&
              ' A red dashed ring marks a hidden record (research team only), an orange dotted ring a paywalled one (not shown to visitors).'}
          </Typography>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {focus ? focus.label : 'Selection'}
            </Typography>
            {focus && (
              <Stack spacing={1} sx={{ mb: 2 }}>
                <Typography variant="body2" color="text.secondary">
                  {kindLabel(focus.kind)}
                  {focus.visibility ? ` · ${focus.visibility}` : ''}
                  {focus.date ? ` · ${focus.date_label} ${focus.date.slice(0, 4)}` : ''}
                </Typography>
                <Stack direction="row" spacing={1}>
                  {nodeHref(focus) && (
                    <Button size="small" variant="contained" component={Link} to={nodeHref(focus) ?? '/'}>
                      Open
                    </Button>
                  )}
                  {expandButton(focus)}
                  {pinned.has(focus.key) && (
                    <Button
                      size="small"
                      onClick={() =>
                        setPinned((s) => {
                          const next = new Set(s);
                          next.delete(focus.key);
                          return next;
                        })
                      }
                    >
                      Unpin
                    </Button>
                  )}
                </Stack>
              </Stack>
            )}
            <SelectionActions selected={selectedNodes} canWrite={isResearch(auth)} />
          </Paper>
        </Grid>
      </Grid>
      <Paper variant="outlined" sx={{ mt: 2, overflowX: 'auto' }}>
        <Table size="small" aria-label="Records in this network">
          <TableHead>
            <TableRow>
              <TableCell padding="checkbox" />
              <TableCell>Name</TableCell>
              <TableCell>Kind</TableCell>
              {!phone && <TableCell>Link to {root?.label ?? 'the record'}</TableCell>}
              <TableCell align="right">Neighbours</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {view.nodes.map((n) => {
              const link = links.get(n.key);
              const href = nodeHref(n);
              return (
                <TableRow key={n.key} selected={selected.has(n.key)} data-node={n.key}>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selected.has(n.key)}
                      onChange={() => toggleSelect(n.key, true)}
                      slotProps={{ input: { 'aria-label': `Select ${n.label}` } }}
                    />
                  </TableCell>
                  <TableCell>
                    {href ? <Link to={href}>{n.label}</Link> : n.label}
                    <AudienceMark visibility={n.visibility} />
                  </TableCell>
                  <TableCell>{kindLabel(n.kind)}</TableCell>
                  {!phone && (
                    <TableCell>
                      {n.key === graph.rootKey
                        ? '—'
                        : link
                          ? `${link.via ? `via ${link.via.label}: ` : ''}${edgeWords(link.edge)}`
                          : ''}
                    </TableCell>
                  )}
                  <TableCell align="right">{expandButton(n)}</TableCell>
                </TableRow>
              );
            })}
            {!view.nodes.length && (
              <TableRow>
                <TableCell colSpan={5}>{loading ? 'Loading the network…' : 'No record matches the filters.'}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
    </Box>
  );
}

/** Marks a record part of the audience cannot see, for those who can (the API only sends what the viewer may see). */
function AudienceMark({ visibility }: { visibility: TGraphNode['visibility'] }) {
  if (visibility !== 'hidden' && visibility !== 'paywalled') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={visibility === 'hidden' ? 'error' : 'warning'}
      label={visibility === 'hidden' ? 'Hidden' : 'Paywalled'}
      title={
        visibility === 'hidden' ? 'Readers and visitors do not see this record' : 'Visitors do not see this record'
      }
      sx={{ ml: 1, height: 20 }}
    />
  );
}
