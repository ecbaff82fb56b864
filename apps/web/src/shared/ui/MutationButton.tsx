import { Button, type ButtonProps } from './Button';

/** What a row's button needs of a mutation: whether it runs, for which row, and how to run it. */
interface RowMutation<V> {
  isPending: boolean;
  variables: V | undefined;
  mutate: (variables: V) => void;
}

/**
 * A small button that runs `mutation` for one row of a list (its `variables`), busy only while the
 * mutation runs for that row.
 */
export function MutationButton<V>({
  mutation,
  variables,
  variant = 'secondary',
  ...button
}: { mutation: RowMutation<V>; variables: V } & Omit<ButtonProps, 'pending' | 'onClick' | 'size'>) {
  return (
    <Button
      size="sm"
      variant={variant}
      pending={mutation.isPending && mutation.variables === variables}
      onClick={() => mutation.mutate(variables)}
      {...button}
    />
  );
}
