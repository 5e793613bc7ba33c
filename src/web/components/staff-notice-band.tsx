/**
 * A warning band for staff at the top of the home page (an old backup, a stalled outbox): the
 * status read once from its endpoint, and a band the header's width with what happened, what
 * to do and the way there. It draws nothing until asked to.
 * Self-contained — inline styles, plain fetch, nothing but React, React Router and TanStack
 * Query, which the framework chunk holds already — because the home page's script is at its
 * budget: the notices that use it name no other module for the home page to preload.
 */
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';

/** A status endpoint's answer, or null when it refused (signed out, not allowed). */
async function readStatus<Status>(url: string): Promise<Status | null> {
  const response = await fetch(url, { credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as Status) : null;
}

/** The status behind a notice, read once a minute at most; undefined until it has come. */
export function useStaffStatus<Status>(queryKey: readonly string[], url: string): Status | null | undefined {
  return useQuery({ queryKey, queryFn: () => readStatus<Status>(url), staleTime: 60_000 }).data;
}

/** Amber for what should be done soon, red for what is failing now. */
const tones = {
  caution: { background: '#fff4e0', border: '#f0d29a', title: '#7a4500' },
  alarm: { background: '#fdecec', border: '#efb4b4', title: '#8a1f1f' },
} as const;

// The header's edge: the layout's width inside the same 20 px at either side.
const inner: CSSProperties = {
  maxWidth: 'calc(var(--layout-width) + 40px)',
  margin: '0 auto',
  padding: '14px 20px',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '8px 20px',
};

interface StaffNoticeBandProps {
  tone: keyof typeof tones;
  /** The title's element id, which names the band for assistive technology. */
  titleId: string;
  title: string;
  /** Where to act on it, and the button's words. */
  link: { to: string; label: string };
  children: ReactNode;
}

export function StaffNoticeBand({ tone, titleId, title, link, children }: StaffNoticeBandProps) {
  const colours = tones[tone];
  return (
    <aside
      style={{ background: colours.background, borderBottom: `1px solid ${colours.border}` }}
      aria-labelledby={titleId}
    >
      <div style={inner}>
        <div style={{ flex: '1 1 300px' }}>
          <p id={titleId} style={{ margin: 0, fontWeight: 700, color: colours.title }}>
            {title}
          </p>
          <p style={{ margin: 0, fontSize: '0.94rem' }}>{children}</p>
        </div>
        <Link className="button" style={{ whiteSpace: 'nowrap' }} to={link.to}>
          {link.label}
        </Link>
      </div>
    </aside>
  );
}
