import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, FormMessage } from '../../../components/ui/form-field.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { config } from '../../../lib/config.ts';
import { type AdminEntry, useInviteAdmin } from '../api/admins.ts';

/** What the page says once an address is invited: whether the email went (decision 0169). */
const invitedText = (email: string, emailed: boolean) =>
  emailed
    ? `Invitation sent to ${email}.`
    : `${email} is invited, but no email could be sent: tell them to sign in with this address at ${config.publicUrl}/auth.`;

/** An address already on the list is not invited again: the page says why instead. */
function alreadyListed(entry: AdminEntry): string {
  if (entry.role === 'owner') return `${entry.email} is the owner.`;
  return entry.pending ? `${entry.email} is invited already.` : `${entry.email} is an admin already.`;
}

/** The owner's invitation: an address becomes an admin when someone signs in with it verified. */
export function InviteAdminForm({ listed }: { listed: readonly AdminEntry[] }) {
  const invite = useInviteAdmin();
  const [email, setEmail] = useState('');
  const [said, setSaid] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const entry = listed.find((a) => a.email === address.toLowerCase());
    if (entry) {
      invite.reset();
      setSaid({ tone: 'error', text: alreadyListed(entry) });
      return;
    }
    setSaid(null);
    invite.mutate(address, {
      onSuccess: ({ emailed }) => {
        setSaid({ tone: 'success', text: invitedText(address.toLowerCase(), emailed) });
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
        onChange={(event) => {
          setEmail(event.target.value);
          if (said?.tone === 'error') setSaid(null);
        }}
        hint="They become an admin when they sign in with this address (email and password, or Google)."
        error={
          invite.isError ? failureDescription(invite.error) : said?.tone === 'error' ? said.text : undefined
        }
      />
      {said?.tone === 'success' && !invite.isError && <FormMessage tone="success">{said.text}</FormMessage>}
      <Button type="submit" disabled={invite.isPending}>
        {invite.isPending ? 'Inviting...' : 'Invite'}
      </Button>
    </form>
  );
}
