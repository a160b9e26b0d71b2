import { LoginPanel } from '@/features/auth/components/login-panel';

export function Component() {
  return <LoginPanel audience="signer" />;
}
