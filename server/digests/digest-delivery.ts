import { countOf } from '../../shared/domain/plural';
import type { DbOrTx } from '../audit/audit-log';
import type { JobLog } from '../embeddings/embedding-job';
import type { Mailer } from '../mail/mailer';
import { digestMessage, digestVideoCount } from './digest-mail';
import type { OutboxDigest, SendOutcome } from './digest-outbox';
import { type DigestVideo, readDigestVideos } from './digest-repository';
import { unsubscribePath, unsubscribeToken } from './unsubscribe-token';

/**
 * Hands one digest from the outbox to the mailer: its videos read (once a run: the window's videos recur
 * from mail to mail), its mail drawn with its unsubscribe link, and, without SMTP, its line in the log
 * instead (docs/decisions/0010-mail.md), `digest for <email>: N videos <unsubscribe-url>`.
 */
export class DigestDelivery {
  private videos = new Map<number, DigestVideo>();

  constructor(
    private readonly options: { mailer: Mailer | null; secret: string; publicUrl: string; log?: JobLog },
  ) {}

  /** Forgets the videos read: each run reads them afresh. */
  startRun(): void {
    this.videos = new Map();
  }

  /** 'sent' once the mailer accepted it; `onDelivered` hears its line. */
  async deliver(
    digest: OutboxDigest,
    tx: DbOrTx,
    onDelivered?: (line: string) => void,
  ): Promise<SendOutcome> {
    const { mailer, secret, publicUrl, log } = this.options;
    const { content } = digest;
    const ids = [
      ...content.newFromFollows.videos.map((video) => video.id),
      ...content.topOutliers,
      ...content.forYouPicks.map((pick) => pick.id),
    ];
    const unsubscribeUrl = publicUrl + unsubscribePath(unsubscribeToken(secret, digest.userId));
    const mail = {
      to: digest.email,
      schedule: digest.schedule,
      first: content.first,
      content,
      videos: await this.videosOf(ids, tx),
      publicUrl,
      unsubscribeUrl,
      messageId: `<digest-${digest.id}.${digest.userId}@${new URL(publicUrl).hostname}>`,
    };
    const count = digestVideoCount(mail);
    // Every video was removed from the library since the digest was taken: nothing is left to send.
    if (count === 0) return 'empty';
    const line = `digest for ${digest.email}: ${countOf(count, 'video')} ${unsubscribeUrl}`;
    if (mailer) {
      try {
        await mailer.send(digestMessage(mail));
      } catch (error) {
        log?.warn(
          { err: error, userId: digest.userId },
          'the mailer refused a digest; it is tried again later',
        );
        return 'failed';
      }
    } else {
      log?.info({}, line);
    }
    onDelivered?.(line);
    return 'sent';
  }

  /** A video removed during the run may still go out in one of its mails; one removed before it does not. */
  private async videosOf(ids: number[], tx: DbOrTx): Promise<Map<number, DigestVideo>> {
    const missing = ids.filter((id) => !this.videos.has(id));
    if (missing.length > 0) {
      for (const [id, video] of await readDigestVideos(tx, missing)) this.videos.set(id, video);
    }
    const found = new Map<number, DigestVideo>();
    for (const id of ids) {
      const video = this.videos.get(id);
      if (video) found.set(id, video);
    }
    return found;
  }
}
