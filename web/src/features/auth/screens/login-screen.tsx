import { ZLogin } from '@intel/contracts';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { tenantLabel, useTenant } from '../../../app/tenant-context.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { authStore, useAuth } from '../../../lib/auth-store.ts';
import { signIn } from '../api/login.ts';

export function LoginScreen() {
  const auth = useAuth();
  const tenant = useTenant();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Set before the auth store changes, so the re-render it causes goes to `from`, not to '/'.
  const justLoggedIn = useRef(false);
  const login = useMutation({
    mutationFn: signIn,
    onSuccess: (state) => {
      justLoggedIn.current = true;
      authStore.login(state);
      navigate(from, { replace: true });
    },
  });
  if (auth && !justLoggedIn.current) return <Navigate to="/" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZLogin.safeParse({ email, password });
    if (!parsed.success) {
      const errs: Record<string, string> = {};
      for (const issue of parsed.error.issues) errs[String(issue.path[0])] ??= issue.message;
      setFieldErrors(errs);
      return;
    }
    setFieldErrors({});
    login.mutate(parsed.data);
  };
  const serverError = login.error instanceof ApiError ? login.error.detail : login.error?.message;

  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420 }}>
        <CardContent component="form" onSubmit={submit} noValidate>
          <Typography variant="h5" component="h1" gutterBottom>
            Log in to {tenantLabel(tenant)}
          </Typography>
          {serverError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {serverError}
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            fullWidth
            margin="normal"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={!!fieldErrors.email}
            helperText={fieldErrors.email}
            autoFocus
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            fullWidth
            margin="normal"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={!!fieldErrors.password}
            helperText={fieldErrors.password}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={login.isPending}>
            {login.isPending ? 'Logging in…' : 'Log in'}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
