import { Music } from 'lucide-react';
import type { MusicPersonalityProfile } from '../api/get-music-personality-profile';
import { musicProfileDisplay, type PercentEntry } from '../model/music-profile';

function PercentList({ title, entries }: { title: string; entries: PercentEntry[] }) {
  if (entries.length === 0) return null;
  return (
    <div>
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      <ul className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.key} className="grid gap-1">
            <span className="flex items-center justify-between gap-3 text-sm">
              <span className="text-slate-800">{entry.label}</span>
              <span className="font-semibold tabular-nums text-slate-900">{entry.percent}%</span>
            </span>
            <span aria-hidden="true" className="block h-1.5 overflow-hidden rounded-full bg-slate-200">
              <span className="block h-full rounded-full bg-fuchsia-600" style={{ width: `${entry.percent}%` }} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What the user's music says about them (music service), shown when a profile exists. */
export function MusicProfileDetails({ profile }: { profile: MusicPersonalityProfile }) {
  const d = musicProfileDisplay(profile);
  return (
    <section aria-labelledby="music-profile-title" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="music-profile">
      <h3 id="music-profile-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
        <Music aria-hidden="true" className="size-4 text-fuchsia-700" />
        Music Profile
      </h3>
      <p className="mt-1 text-xs text-slate-600">
        From {d.tracks.toLocaleString()} {d.tracks === 1 ? 'track' : 'tracks'} analysed
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {d.genres.length > 0 ? (
          <div className="col-span-2 sm:col-span-1">
            <dt className="text-xs text-slate-600">Preferred genres</dt>
            <dd className="mt-1 flex flex-wrap gap-1.5">
              {d.genres.map((genre) => (
                <span key={genre} className="rounded-full bg-fuchsia-50 px-2.5 py-0.5 text-xs font-medium text-fuchsia-800 ring-1 ring-inset ring-fuchsia-200">
                  {genre}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
        {d.energy !== null ? (
          <div>
            <dt className="text-xs text-slate-600">Average energy</dt>
            <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">{d.energy}%</dd>
          </div>
        ) : null}
        {d.valence !== null ? (
          <div>
            <dt className="text-xs text-slate-600">Average positivity (valence)</dt>
            <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">{d.valence}%</dd>
          </div>
        ) : null}
      </dl>
      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <PercentList title="Music personality" entries={d.traits} />
        <PercentList title="Recommended conversational style" entries={d.styles} />
      </div>
    </section>
  );
}
