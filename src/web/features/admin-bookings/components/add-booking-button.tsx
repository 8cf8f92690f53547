import { Plus } from 'lucide-react';
import { useState } from 'react';
import { nameKey } from '#core/names.ts';
import { confirmedAndWaiting } from '#core/roster.ts';
import type { SessionDto } from '#core/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { failureDescription } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddBooking } from '../api/add-booking.ts';
import { BookingNameDialog } from './booking-name-dialog.tsx';

/** Where the booking just added stands: it joined the end of the list (decision 0196). */
function placeOfAdded(session: SessionDto, name: string): string {
  const { waiting } = confirmedAndWaiting(session.bookings, session.capacity);
  const key = nameKey(name);
  const position = waiting.findLastIndex((b) => nameKey(b.name) === key);
  return position >= 0 ? `waiting list #${position + 1}` : 'confirmed';
}

/** 'Add Booking' and its dialog (docs/product/screens.md Manage bookings); upcoming sessions only. */
export function AddBookingButton({
  sessionId,
  bookedNames,
}: {
  sessionId: string;
  bookedNames: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const add = useAddBooking();
  const submit = (name: string) =>
    add.mutate(
      { sessionId, name },
      {
        onSuccess: (session) => {
          toast.success('Booking added', { description: `${name}: ${placeOfAdded(session, name)}` });
          setOpen(false);
        },
        onError: (error) => toast.error('Error adding booking', { description: failureDescription(error) }),
      },
    );
  return (
    <>
      <Button onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus className="size-4" aria-hidden="true" />
        Add Booking
      </Button>
      <BookingNameDialog
        open={open}
        onOpenChange={setOpen}
        title="Add Booking"
        description="The booking joins the end of the list: confirmed while spots are left, otherwise waiting."
        submitLabel="Add Booking"
        pendingLabel="Adding..."
        pending={add.isPending}
        onSubmit={submit}
        bookedNames={bookedNames}
      />
    </>
  );
}
