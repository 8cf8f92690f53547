import { Users } from 'lucide-react';
import { ButtonLink } from '../../../components/ui/button.tsx';

/** The way to the club's players and who owes what (docs/product/screens.md Players). */
export function PlayersLink() {
  return (
    <ButtonLink to="/admin/players" variant="outline" className="col-span-2 cramped:col-span-1 sm:col-span-1">
      <Users className="size-4" aria-hidden="true" />
      Players
    </ButtonLink>
  );
}
