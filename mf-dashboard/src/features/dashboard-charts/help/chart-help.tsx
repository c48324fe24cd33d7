// A widget's help popup's text (02 §2.7), in a chunk of its own with its catalogue.
import { helpMessages } from './messages';

export function ChartHelp({ topic }: { topic: 'total' | 'status' }) {
  return <p style={{ maxWidth: 280, margin: 0 }}>{helpMessages.useMessages()(topic)}</p>;
}
