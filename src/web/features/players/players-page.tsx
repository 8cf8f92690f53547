import { useEffect, useId, useState } from 'react';
import { DownloadCsvLink } from '../../components/download-csv-link.tsx';
import { BackLink } from '../../components/layout/back-link.tsx';
import { PageContainer } from '../../components/layout/page-container.tsx';
import { Button } from '../../components/ui/button.tsx';
import { inputClasses } from '../../components/ui/form-field.tsx';
import { LoadingState } from '../../components/ui/spinner.tsx';
import { API_BASE } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { config } from '../../lib/config.ts';
import { rememberInAddress } from '../../lib/remember-in-address.ts';
import { useSearchParams } from '../../lib/router.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { usePlayers } from './api/players.ts';
import { money } from './components/money.ts';
import { PlayerList } from './components/player-list.tsx';
import { isPlayerSort, type PlayerSort, SORT_LABELS, sortedPlayers } from './components/player-sort.ts';

const notice = 'rounded-lg bg-stone-100 p-4 text-center text-sm text-stone-700';

/**
 * /admin/players (docs/product/screens.md Players): everyone who has booked, most owed first, so
 * "who owes me money" is one tap from the dashboard; a search box and sorting by no-shows or name.
 */
export default function PlayersPage() {
  useDocumentTitle(`Players - Admin - ${config.appName}`);
  const searchId = useId();
  const players = usePlayers();
  // In the address (decision 0171): Back from a player's page finds the list as the admin left it.
  // The choices are the page's own state, and the address only remembers them: going through the
  // router would re-render in a transition (an input driven so can lose keys) and, on a link tapped
  // with the field still focused, its blur would send the page back here.
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [sort, setSort] = useState<PlayerSort>(() => {
    const chosen = params.get('sort');
    return isPlayerSort(chosen) ? chosen : 'owed';
  });
  useEffect(
    () => rememberInAddress({ q: query.trim() ? query : '', sort: sort === 'owed' ? '' : sort }),
    [query, sort],
  );
  const all = players.data;
  const shown = all ? sortedPlayers(all, sort, query) : [];
  const totalOwed = all?.reduce((sum, p) => sum + p.owed, 0) ?? 0;

  return (
    <PageContainer className="max-w-3xl space-y-5">
      <div className="space-y-2">
        <BackLink to="/admin">Back</BackLink>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-black tracking-tight">Players</h1>
          <DownloadCsvLink href={`${API_BASE}/admin/players.csv`} what="the players list" />
        </div>
        {totalOwed > 0 && (
          <p className="rounded-lg bg-amber-50 p-3 font-semibold text-amber-950 ring-1 ring-amber-200">
            Owed to the club: {money(totalOwed)}
          </p>
        )}
      </div>
      <div className="space-y-3">
        <div>
          <label htmlFor={searchId} className="mb-1 block text-sm font-semibold text-stone-800">
            Search players
          </label>
          <input
            id={searchId}
            type="search"
            className={inputClasses}
            value={query}
            autoComplete="off"
            onChange={(e) => setQuery(e.target.value)}
          />
        </div>
        <fieldset className="flex flex-wrap items-center gap-2">
          <legend className="sr-only">Sort by</legend>
          <span aria-hidden="true" className="text-sm font-semibold text-stone-800">
            Sort by
          </span>
          {(Object.keys(SORT_LABELS) as PlayerSort[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={sort === key}
              onClick={() => setSort(key)}
              className={cn(
                'min-h-9 rounded-full border px-3 text-sm font-semibold',
                sort === key
                  ? 'border-green-800 bg-green-800 text-white'
                  : 'border-stone-300 bg-white text-stone-800 hover:bg-stone-100',
              )}
            >
              {SORT_LABELS[key]}
            </button>
          ))}
        </fieldset>
      </div>
      {players.isPending ? (
        <LoadingState label="Loading players..." />
      ) : !all ? (
        <div className={notice}>
          <p>Players could not be loaded.</p>
          <Button variant="outline" size="sm" className="mt-3" onClick={() => players.refetch()}>
            Try again
          </Button>
        </div>
      ) : all.length === 0 ? (
        <p className={notice}>No players yet. Everyone who books a session shows here.</p>
      ) : shown.length === 0 ? (
        <p className={notice}>No players match “{query.trim()}”.</p>
      ) : (
        <PlayerList players={shown} />
      )}
    </PageContainer>
  );
}
