import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { BellOff, CalendarDays, CalendarRange, Check } from 'lucide-react';
import { DIGEST_FREQUENCIES, type DigestFrequency } from '../../../../shared/contracts/digest-constants';
import { type SegmentedOption, SegmentedToggle } from '../../components/segmented-toggle';
import { useDigestSetting } from './use-digest-setting';

/** docs/product/feed.md#digest-setting: the choice's name and its three options. */
export const DIGEST_SETTING_LABEL = 'E-mail digest';
const OPTIONS: readonly SegmentedOption<DigestFrequency>[] = [
  { value: 'off', label: 'Off', icon: BellOff },
  { value: 'daily', label: 'Daily', icon: CalendarDays },
  { value: 'weekly', label: 'Weekly', icon: CalendarRange },
];

const isFrequency = (value: string): value is DigestFrequency =>
  (DIGEST_FREQUENCIES as readonly string[]).includes(value);

/**
 * The digest setting of the account menu (docs/product/feed.md#digest-setting), premium and admin: Off,
 * Daily or Weekly. `menu`: radio items of the wide-screen account menu (it stays open, so the choice can
 * be seen to move); `panel`: a segmented choice in the phone menu's account area.
 */
export function DigestSetting({ variant }: { variant: 'menu' | 'panel' }) {
  const { frequency, choose } = useDigestSetting();
  if (variant === 'panel') {
    return (
      <div className="mb-3 px-1">
        <p className="mb-1.5 text-xs font-medium text-slate-500">{DIGEST_SETTING_LABEL}</p>
        {frequency === null ? (
          <span className="block h-11 animate-pulse rounded-lg bg-slate-100" />
        ) : (
          <SegmentedToggle
            legend={DIGEST_SETTING_LABEL}
            options={OPTIONS}
            value={frequency}
            onChange={choose}
            className="w-full [&>button]:flex-1 [&>button]:justify-center"
          />
        )}
      </div>
    );
  }
  return (
    <>
      <DropdownMenu.Label aria-hidden className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-slate-500">
        {DIGEST_SETTING_LABEL}
      </DropdownMenu.Label>
      <DropdownMenu.RadioGroup
        aria-label={DIGEST_SETTING_LABEL}
        value={frequency ?? ''}
        onValueChange={(value) => {
          if (isFrequency(value)) choose(value);
        }}
      >
        {OPTIONS.map(({ value, label }) => (
          <DropdownMenu.RadioItem
            key={value}
            value={value}
            disabled={frequency === null}
            onSelect={(event) => event.preventDefault()}
            className="flex cursor-pointer items-center gap-2 rounded-lg py-1.5 pr-2.5 pl-8 text-sm font-medium text-slate-700 outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 relative"
          >
            <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
              <Check className="size-4 text-indigo-600" aria-hidden />
            </DropdownMenu.ItemIndicator>
            {label}
          </DropdownMenu.RadioItem>
        ))}
      </DropdownMenu.RadioGroup>
      <DropdownMenu.Separator className="my-1 h-px bg-slate-100" />
    </>
  );
}
