import type { TOrganization } from '@intel/contracts';
import DeleteIcon from '@mui/icons-material/Delete';
import { Autocomplete, Button, IconButton, Link as MuiLink, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { usePersonCandidates, useSaveOrganizationPeople } from '../api/organizations.ts';

/** The people of an organization with their role there; the research team links, re-roles and unlinks. */
export function PeopleLinks({ org, canEdit }: { org: TOrganization; canEdit: boolean }) {
  const [search, setSearch] = useState('');
  const [person, setPerson] = useState<{ id: number; label: string } | null>(null);
  const [role, setRole] = useState('');
  const q = useDebounced(search, 300);
  const candidates = usePersonCandidates(q, canEdit);
  const save = useSaveOrganizationPeople(org.id, {
    onSuccess: () => {
      setPerson(null);
      setRole('');
      setSearch('');
    },
    onError: (e) => toast.error(e.message),
  });
  const current = org.people.map((p) => ({ person_id: p.id, role: p.role }));
  return (
    <>
      {org.people.length ? (
        <Stack spacing={0.5}>
          {org.people.map((p) => (
            <Stack key={p.id} direction="row" sx={{ alignItems: 'center' }}>
              <MuiLink component={Link} to={`/people/${p.id}`} sx={{ flexGrow: 1 }}>
                {p.name}
                {p.role ? ` — ${p.role}` : ''}
              </MuiLink>
              {canEdit && (
                <IconButton
                  size="small"
                  aria-label={`Unlink ${p.name}`}
                  onClick={() => save.mutate(current.filter((c) => c.person_id !== p.id))}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          ))}
        </Stack>
      ) : (
        <Typography color="text.secondary">No people linked.</Typography>
      )}
      {canEdit && (
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Autocomplete
            size="small"
            options={(candidates.data?.results ?? []).map((p) => ({ id: p.id, label: p.display_name }))}
            filterOptions={(o) => o}
            inputValue={search}
            onInputChange={(_e, v) => setSearch(v)}
            value={person}
            onChange={(_e, v) => setPerson(v)}
            noOptionsText={q ? 'Nothing found.' : 'Type to search.'}
            renderInput={(params) => <TextField {...params} label="Link a person" />}
          />
          <Stack direction="row" spacing={1}>
            <TextField
              size="small"
              label="Role"
              value={role}
              onChange={(e) => setRole(e.target.value)}
              sx={{ flexGrow: 1 }}
            />
            <Button
              disabled={!person || save.isPending}
              onClick={() =>
                person &&
                save.mutate([...current.filter((c) => c.person_id !== person.id), { person_id: person.id, role }])
              }
            >
              Link
            </Button>
          </Stack>
        </Stack>
      )}
    </>
  );
}
