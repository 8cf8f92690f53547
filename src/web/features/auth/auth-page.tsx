import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { FormMessage } from '../../components/ui/form-field.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { TennisBall } from '../../components/ui/tennis-ball.tsx';
import { googleEnabled } from '../../lib/admin-config.ts';
import { config } from '../../lib/config.ts';
import { Navigate } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useMe } from './api/get-me.ts';
import { INVALID_RESET_LINK } from './auth-errors.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { GoogleSignInButton } from './components/google-sign-in-button.tsx';
import { ResetPasswordForm } from './components/reset-password-form.tsx';
import { SignInForm } from './components/sign-in-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';
import { returnTo } from './return-to.ts';
import { useAuthRedirectParams } from './use-auth-redirect-params.ts';

/** better-auth sends a failed confirmation link back to /admin?error=…, and the gate sends it here. */
const CONFIRM_LINK_FAILED =
  'This confirmation link is invalid or has expired. Sign up again with the same email for a new one, or sign in if you already confirmed.';

/** /auth (docs/product/screens.md): Google, email + password sign-in and sign-up, password reset, back to home. */
export default function AuthPage() {
  useDocumentTitle(`Admin Sign In - ${config.appName}`);
  const { data: me } = useMe();
  const {
    token,
    email,
    confirmed,
    next,
    confirmLinkFailed,
    resetLinkFailed,
    clearResetLinkError,
    clearToken,
  } = useAuthRedirectParams();
  const [forgotOpen, setForgotOpen] = useState(false);
  const [tab, setTab] = useState('sign-in');
  // After a new password is chosen, the sign-in form starts with the account's email.
  const [signInEmail, setSignInEmail] = useState<string>();

  // Where signing in leads: the admin page the visitor was sent away from, else the dashboard.
  const home = returnTo(next);
  if (me && !token) return <Navigate to={home} replace />;

  const resetDone = () => {
    toast.success(confirmed ? 'Password saved' : 'Password reset', {
      description: 'Sign in with your new password.',
    });
    setSignInEmail(email ?? undefined);
    clearToken();
    setTab('sign-in');
  };

  return (
    <PageContainer className="flex justify-center">
      <Card className="w-full max-w-md p-5 sm:p-8">
        <div className="mb-6 text-center">
          <TennisBall className="mx-auto size-10" />
          <h1 className="mt-3 text-2xl font-bold">Admin Sign In</h1>
          <p className="mt-1 text-sm text-stone-700">
            Sign in to manage {config.appName} sessions and bookings.
          </p>
        </div>
        {token ? (
          <ResetPasswordForm
            token={token}
            email={email}
            confirmed={confirmed}
            onDone={resetDone}
            onRequestNewLink={() => {
              clearToken();
              setForgotOpen(true);
            }}
            onBackToSignIn={() => {
              clearToken();
              setTab('sign-in');
            }}
          />
        ) : forgotOpen || resetLinkFailed ? (
          <ForgotPasswordForm
            notice={resetLinkFailed ? INVALID_RESET_LINK : undefined}
            onBack={() => {
              setForgotOpen(false);
              clearResetLinkError();
            }}
          />
        ) : (
          <div className="space-y-5">
            {confirmLinkFailed && <FormMessage tone="error">{CONFIRM_LINK_FAILED}</FormMessage>}
            {googleEnabled && (
              <>
                <GoogleSignInButton home={home} />
                <p className="flex items-center gap-3 text-xs font-semibold text-stone-600 uppercase">
                  <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
                  or with email
                  <span className="h-px flex-1 bg-stone-200" aria-hidden="true" />
                </p>
              </>
            )}
            <Tabs value={tab} onValueChange={setTab}>
              <TabsList aria-label="Sign in or create an account">
                <TabsTrigger value="sign-in">Sign In</TabsTrigger>
                <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
              </TabsList>
              <TabsContent value="sign-in" className="mt-4">
                <SignInForm
                  home={home}
                  initialEmail={signInEmail}
                  onForgotPassword={() => setForgotOpen(true)}
                />
              </TabsContent>
              <TabsContent value="sign-up" className="mt-4">
                <SignUpForm />
              </TabsContent>
            </Tabs>
          </div>
        )}
        <ButtonLink to="/" variant="outline" className="mt-6 w-full">
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Home
        </ButtonLink>
      </Card>
    </PageContainer>
  );
}
