import { formatNumber } from '../../shared/domain/number-format';
import { outlierBadgeText } from '../../shared/domain/outlier-score';
import { paths } from '../../shared/domain/paths';
import { countOf } from '../../shared/domain/plural';
import { SITE_NAME } from '../../shared/domain/site';
import { videoTitle } from '../../shared/domain/video-title';
import { escapeHtml } from '../http/escape-html';
import type { MailMessage } from '../mail/mailer';
import type { DigestContent } from './digest-content';
import type { DigestVideo } from './digest-repository';
import type { DigestSchedule } from './digest-schedule';

/** Everything one digest mail is drawn from. */
export interface DigestMail {
  to: string;
  schedule: DigestSchedule;
  /** The first digest covers the last period; later ones "since your last digest". */
  first: boolean;
  content: DigestContent;
  /** The content's videos still in the library (one deleted since the digest was taken is left out). */
  videos: Map<number, DigestVideo>;
  publicUrl: string;
  unsubscribeUrl: string;
  /** The same for every attempt at this digest, so a receiving server can tell a repeat (decision 0060). */
  messageId: string;
}

interface Item {
  title: string;
  note: string | null;
  url: string;
}

interface Section {
  heading: string;
  items: Item[];
  /** A line under the items (the rest of what is new, in the Feed). */
  more: { text: string; url: string } | null;
}

/** How many videos the mail shows: the number its log line and the CLI print. */
export function digestVideoCount(mail: Pick<DigestMail, 'content' | 'videos'>): number {
  const { newFromFollows, topOutliers, forYouPicks } = mail.content;
  const ids = [
    ...newFromFollows.videos.map((video) => video.id),
    ...topOutliers,
    ...forYouPicks.map((pick) => pick.id),
  ];
  return ids.filter((id) => mail.videos.has(id)).length;
}

/**
 * The digest e-mail (docs/product/feed.md#digests): a text and an HTML part with the same sections and
 * absolute links, and the unsubscribe headers of RFC 2369 and RFC 8058, so a mail client offers one-click
 * unsubscribing that needs no sign-in.
 */
export function digestMessage(mail: DigestMail): MailMessage {
  const sections = sectionsOf(mail).filter((section) => section.items.length > 0);
  const period = mail.schedule === 'daily' ? 'day' : 'week';
  const lead = mail.first
    ? `What came into ${SITE_NAME} in the last ${period}.`
    : `What came into ${SITE_NAME} since your last digest.`;
  const settingsUrl = mail.publicUrl + paths.videos;
  const why = `You get this digest every ${period} because you turned it on. Change it in your account menu on ${SITE_NAME}, or turn it off with one click:`;
  const text = [
    `Your ${mail.schedule} ${SITE_NAME} digest`,
    lead,
    '',
    ...sections.flatMap((section) => [
      section.heading.toUpperCase(),
      ...section.items.flatMap((item) => [
        `- ${item.title}`,
        ...(item.note ? [`  ${item.note}`] : []),
        `  ${item.url}`,
      ]),
      ...(section.more ? [`  ${section.more.text}: ${section.more.url}`] : []),
      '',
    ]),
    '--',
    why,
    mail.unsubscribeUrl,
    `${SITE_NAME}: ${settingsUrl}`,
  ].join('\n');
  return {
    to: mail.to,
    subject: subjectOf(mail),
    text,
    html: htmlOf(mail, sections, lead, why, settingsUrl),
    messageId: mail.messageId,
    headers: {
      'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

function subjectOf({ schedule, content }: DigestMail): string {
  const start = `Your ${schedule} ${SITE_NAME} digest`;
  const { total } = content.newFromFollows;
  if (total > 0) return `${start}: ${countOf(total, 'new video')} from what you follow`;
  if (content.topOutliers.length > 0)
    return `${start}: ${countOf(content.topOutliers.length, 'video')} breaking out`;
  return `${start}: picks for you`;
}

function sectionsOf(mail: DigestMail): Section[] {
  const item = (id: number, note: (video: DigestVideo) => string | null): Item[] => {
    const video = mail.videos.get(id);
    if (!video) return [];
    const title = videoTitle({
      id,
      simple_description: video.simpleDescription,
      author_username: video.authorUsername,
      overview: video.overview,
    });
    return [{ title, note: note(video), url: mail.publicUrl + paths.video(id) }];
  };
  const { newFromFollows, topOutliers, forYouPicks } = mail.content;
  const shown = newFromFollows.videos.filter((video) => mail.videos.has(video.id)).length;
  const rest = newFromFollows.total - shown;
  return [
    {
      heading: `New from what you follow (${newFromFollows.total})`,
      items: newFromFollows.videos.flatMap(({ id, reasons }) =>
        item(id, () => (reasons.length > 0 ? `Because you follow ${reasons.join(', ')}` : null)),
      ),
      more:
        rest > 0
          ? { text: `${formatNumber(rest)} more in your Feed`, url: mail.publicUrl + paths.feed }
          : null,
    },
    {
      heading: 'Top outliers',
      items: topOutliers.flatMap((id) => item(id, (video) => outlierBadgeText(video.score, video.basis))),
      more: null,
    },
    {
      heading: 'Picked for you',
      items: forYouPicks.flatMap(({ id, why }) => item(id, () => why)),
      more: null,
    },
  ];
}

/** Plain tables and inline styles: what mail clients draw alike. The site's slate and indigo. */
function htmlOf(
  mail: DigestMail,
  sections: Section[],
  lead: string,
  why: string,
  settingsUrl: string,
): string {
  const link = (url: string, text: string, style = 'color:#4f46e5;text-decoration:none') =>
    `<a href="${escapeHtml(url)}" style="${style}">${escapeHtml(text)}</a>`;
  const sectionHtml = (section: Section) => `
<tr><td style="padding:24px 0 8px;font-size:13px;font-weight:600;letter-spacing:.05em;text-transform:uppercase;color:#64748b">${escapeHtml(section.heading)}</td></tr>
${section.items
  .map(
    (item) => `<tr><td style="padding:10px 0;border-top:1px solid #f1f5f9">
${link(item.url, item.title, 'color:#0f172a;font-weight:600;text-decoration:none;font-size:15px;line-height:1.4')}
${item.note ? `<div style="color:#64748b;font-size:13px;margin-top:2px">${escapeHtml(item.note)}</div>` : ''}
</td></tr>`,
  )
  .join('')}
${section.more ? `<tr><td style="padding:8px 0;font-size:14px">${link(section.more.url, `${section.more.text} →`)}</td></tr>` : ''}`;
  return `<!doctype html>
<html><body style="margin:0;padding:24px;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px">
<tr><td style="font-size:18px;font-weight:700;color:#4338ca">${SITE_NAME}</td></tr>
<tr><td style="padding-top:12px;font-size:22px;font-weight:700">Your ${mail.schedule} digest</td></tr>
<tr><td style="padding-top:4px;color:#475569">${escapeHtml(lead)}</td></tr>
${sections.map(sectionHtml).join('')}
<tr><td style="padding-top:28px;border-top:1px solid #e2e8f0;color:#64748b;font-size:12px;line-height:1.5">
${escapeHtml(why)} ${link(mail.unsubscribeUrl, 'Turn off digests')} · ${link(settingsUrl, `Open ${SITE_NAME}`)}
</td></tr>
</table></body></html>`;
}
