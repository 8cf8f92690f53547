import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { useInviteAdmin } from '../api/admins.ts';

/** The owner's invitation: an address becomes an admin when someone signs in with it verified. */
export function InviteAdminForm() {
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [invited, setInvited] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    invite.mutate(address, {
      onSuccess: () => {
        setInvited(address.toLowerCase());
        setEmail('');
      },
    });
  };

  return (
    <form onSubmit={submit} className="space-y-3 rounded-xl border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-bold">Invite an admin</h2>
      <FormField
        id="invite-email"
        label="Email address"
        type="email"
        autoComplete="off"
        required
        maxLength={254}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        hint="They become an admin when they sign in with this address (email and password, or Google)."
        error={invite.isError ? failureDescription(invite.error) : undefined}
      />
      {invited && !invite.isError && <FormMessage tone="success">Invitation sent to {invited}.</FormMessage>}
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
}
