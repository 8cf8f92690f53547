import { useState } from 'react';
import { BackLink } from '../../components/layout/back-link.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { ApiRequestError, failureDescription } from '../../lib/api-client.ts';
import { config } from '../../lib/config.ts';
import { useParams } from '../../lib/router.tsx';
import { toast } from '../../lib/toast.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePlayer, useSettlePlayer } from './api/players.ts';
import { money } from './components/money.ts';
import { PlayerCounts } from './components/player-counts.tsx';
import { PlayerHistory } from './components/player-history.tsx';

const notice = 'rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700';

/** /admin/players/{key} (docs/product/screens.md Player): the counts, what they owe, 'Settle', the history. */
export default function PlayerPage() {
  const { key = '' } = useParams();
  const found = usePlayer(key);
  const settle = useSettlePlayer();
  const [confirming, setConfirming] = useState(false);
  const player = found.data?.player;
  useDocumentTitle(`${player ? `${player.name} - ` : ''}Players - Admin - ${config.appName}`);

  const doSettle = () =>
    settle.mutate(key, {
      onSuccess: ({ settled }) => toast.success(`Settled ${money(settled)}`, { description: player?.name }),
      onError: (error) => toast.error('Error settling', { description: failureDescription(error) }),
    });

  const missing = found.error instanceof ApiRequestError && found.error.status === 404;
  return (
    <PageContainer className="max-w-3xl space-y-5">
      <BackLink to="/admin/players">Players</BackLink>
      {found.isPending ? (
        <LoadingState label="Loading player..." />
      ) : !found.data || !player ? (
        <div className={notice}>
          <p>{missing ? 'No player by that name.' : 'The player could not be loaded.'}</p>
          {!missing && (
            <Button variant="outline" size="sm" className="mt-3" onClick={() => found.refetch()}>
              Try again
            </Button>
          )}
        </div>
      ) : (
        <>
          <div className="space-y-2">
            <h1 className="text-3xl font-black tracking-tight break-words">{player.name}</h1>
            <PlayerCounts player={player} />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200">
            <p className="text-lg font-semibold text-stone-900">
              {player.owed > 0 ? `Owes ${money(player.owed)}` : 'Nothing owed'}
            </p>
            {player.owed > 0 && (
              <Button disabled={settle.isPending} onClick={() => setConfirming(true)}>
                Settle {money(player.owed)}
              </Button>
            )}
          </div>
          <PlayerHistory history={found.data.history} />
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title={`Settle ${money(player.owed)}?`}
            description={`Everything ${player.name} owes — unpaid places in sessions already held and late-cancel fees — is marked paid.`}
            confirmLabel={`Settle ${money(player.owed)}`}
            onConfirm={doSettle}
          />
        </>
      )}
    </PageContainer>
  );
}
