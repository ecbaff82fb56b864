import { Slider as RadixSlider } from 'radix-ui';
import { cn } from '../lib/cn';

export interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  /** Called once when the user lets go (for syncing). */
  onValueCommit?: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Names the slider for assistive technology. */
  label: string;
  /** Announced value, e.g. '75%'. */
  valueText?: string;
  disabled?: boolean;
  className?: string;
}

/** A single-thumb slider (Radix: keyboard, roles). Capacity uses min 25, max 100. */
export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  label,
  valueText,
  disabled,
  className,
}: SliderProps) {
  return (
    <RadixSlider.Root
      value={[value]}
      onValueChange={([v]) => v !== undefined && onValueChange(v)}
      onValueCommit={([v]) => v !== undefined && onValueCommit?.(v)}
      min={min}
      max={max}
      step={step}
      disabled={disabled}
      className={cn(
        'relative flex h-5 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
    >
      <RadixSlider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-slate-700">
        <RadixSlider.Range className="absolute h-full bg-accent" />
      </RadixSlider.Track>
      <RadixSlider.Thumb
        aria-label={label}
        aria-valuetext={valueText}
        className="block size-4 rounded-full border-2 border-accent bg-slate-100 shadow outline-none focus-visible:ring-2 focus-visible:ring-accent focus-visible:ring-offset-2 focus-visible:ring-offset-panel"
      />
    </RadixSlider.Root>
  );
}
