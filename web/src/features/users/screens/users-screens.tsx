import type { TUser, TUserCreate } from '@intel/contracts';
import { Chip, Typography } from '@mui/material';
import { useParams } from 'react-router';
import { ResourceEdit } from '../../../components/resource-edit.tsx';
import type { FormValues } from '../../../components/resource-form.tsx';
import { ResourceTable } from '../../../components/resource-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { users } from '../api/users.ts';

export function UsersScreen() {
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Users
      </Typography>
      <ResourceTable<TUser>
        path={users.path}
        noun="users"
        canWrite
        createHref="/users/create"
        rowHref={(u) => `/users/${u.id}/edit`}
        columns={[
          { key: 'email', label: 'Email', sort: 'email', render: (u) => <strong>{u.email}</strong> },
          { key: 'alias', label: 'Alias', sort: 'alias', render: (u) => u.alias },
          {
            key: 'roles',
            label: 'Roles',
            render: (u) => (
              <>
                {u.is_tenant_admin && <Chip size="small" label="tenant admin" sx={{ mr: 0.5 }} />}
                {u.is_admin && <Chip size="small" color="primary" label="Admin" sx={{ mr: 0.5 }} />}
                {u.is_research && <Chip size="small" label="Research" sx={{ mr: 0.5 }} />}
                {!u.is_admin && !u.is_research && <Chip size="small" variant="outlined" label="Paywall reader" />}
              </>
            ),
          },
          { key: 'status', label: 'Status', render: (u) => (u.disabled ? 'Disabled' : 'Active') },
          {
            key: 'login',
            label: 'Last login',
            sort: 'last_login_at',
            render: (u) => (u.last_login_at ? formatDateTime(u.last_login_at) : 'Never'),
          },
        ]}
      />
    </>
  );
}

export function UserEditScreen() {
  const { id } = useParams();
  return (
    <ResourceEdit<TUser, TUserCreate>
      path={users.path}
      noun="user"
      listHref="/users"
      afterSave={() => '/users'}
      defaults={{ is_research: false, is_admin: false, disabled: false }}
      fields={[
        { name: 'email', label: 'Email', type: 'email', required: true },
        { name: 'alias', label: 'Alias', type: 'text' },
        {
          name: 'password',
          label: id ? 'New password (leave empty to keep)' : 'Password',
          type: 'text',
          helper: 'At least 10 characters.',
        },
        { name: 'is_research', label: 'Research role (curation, raw data)', type: 'switch' },
        { name: 'is_admin', label: 'Admin (users, settings, Intelbooks)', type: 'switch' },
        { name: 'disabled', label: 'Disabled (cannot log in)', type: 'switch' },
      ]}
      toForm={(u) => ({ ...u, password: '' })}
      prepare={(b: FormValues) => ({ ...b, alias: b.alias || null, password: b.password || undefined })}
    />
  );
}
