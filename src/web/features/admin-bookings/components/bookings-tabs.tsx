import type { SessionDto } from '#core/schemas.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { ActiveBookings } from './active-bookings.tsx';
import { CanceledBookings } from './canceled-bookings.tsx';

/** Tabs 'Bookings (n)' and 'Canceled (n)' (docs/product/screens.md Manage bookings). */
export function BookingsTabs({ session, isPast }: { session: SessionDto; isPast: boolean }) {
  const canceled = session.canceledBookings ?? [];
  return (
    <Tabs defaultValue="bookings">
      <TabsList className="w-full sm:inline-grid sm:w-auto" aria-label="Bookings of this session">
        <TabsTrigger value="bookings">Bookings ({session.bookings.length})</TabsTrigger>
        <TabsTrigger value="canceled">Canceled ({canceled.length})</TabsTrigger>
      </TabsList>
      <TabsContent value="bookings" className="mt-4">
        <ActiveBookings session={session} isPast={isPast} />
      </TabsContent>
      <TabsContent value="canceled" className="mt-4">
        <CanceledBookings bookings={canceled} sessionId={session.id} price={session.price} />
      </TabsContent>
    </Tabs>
  );
}
