// A card that says the page is working (checking the sign-in, loading), announced politely.
import { Card } from './card.js';

/** A waiting card with a spinner and a sentence. */
export function WaitingCard({ text, width = 'narrow' }: { text: string; width?: 'narrow' | 'wide' }) {
  return (
    <Card width={width}>
      <p className="waiting" role="status">
        <span className="spinner spinner-large" aria-hidden="true" />
        <span>{text}</span>
      </p>
    </Card>
  );
}
