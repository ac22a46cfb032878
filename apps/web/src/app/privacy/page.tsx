import type { Metadata } from "next";
import { DELETE_ACCOUNT_CONFIRMATION, EXPORT_TTL_HOURS, RETENTION_CHOICES } from "@understudy/services/constants";
import { LegalPage, SupportLink } from "~/components/legal/legal-page";

// Read from the constants the services enforce, so the policy cannot drift from what the product does.
const RETENTION_OPTIONS = RETENTION_CHOICES.filter((d) => d !== null).map((d) => `${d} days`).join(", ");

export const metadata: Metadata = {
  title: "Privacy Policy",
  description: "What Understudy collects, why, how it is protected and how to have it deleted.",
};

export default function PrivacyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <section>
        <p>
          Understudy is a meeting assistant: it syncs your meetings from Google, can send an AI bot into a video call
          when you are late or absent, and writes summaries of what was said. This policy explains what we store to
          do that, why, and the choices you have. We only collect what the product needs to work.
        </p>
      </section>

      <section>
        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Your account:</strong> the name, email address and profile picture of the Google account you sign
            in with, your plan and trial dates, and when you last signed in.
          </li>
          <li>
            <strong>Calendar events:</strong> titles, times, descriptions, attendees and meeting links of upcoming
            events in the calendar you connect.
          </li>
          <li>
            <strong>Meeting invites:</strong> the subject, sender, date, a short snippet and the meeting links of
            emails in your Gmail inbox that contain a meeting invitation. We do not read or store other email.
          </li>
          <li>
            <strong>Meetings you add:</strong> the title, description, time, duration, platform and link you enter.
          </li>
          <li>
            <strong>Transcripts and attendance:</strong> when a bot attends for you, the audio transcript of the
            meeting and who was present.
          </li>
          <li>
            <strong>Summaries:</strong> the AI-generated key points, action items and decisions for each meeting.
          </li>
          <li>
            <strong>Payments:</strong> if you upgrade to Pro, the plan, amount and status of each payment. Card details
            are handled by our payment processor and never reach our servers.
          </li>
        </ul>
      </section>

      <section>
        <h2>How we use it</h2>
        <p>
          We use your data only to provide Understudy to you: to show your meetings on your dashboard, send a bot when
          you ask for one or are absent, produce transcripts, summaries, search results and analytics, manage your
          subscription and answer support requests. We do not sell your data and do not use your meetings to
          advertise to you.
        </p>
      </section>

      <section>
        <h2>Google account access</h2>
        <p>
          Understudy asks Google for read-only access to your calendar and to invitation emails. The access and
          refresh tokens Google gives us are <strong>encrypted at rest</strong> and used only to sync on your behalf.
          You can disconnect at any time from your Google account permissions page; syncing stops immediately.
        </p>
      </section>

      <section>
        <h2>AI processing</h2>
        <p>
          Transcripts are sent to our AI provider to generate summaries. The provider processes them on our behalf
          only, under a contract that forbids using your content to train its models.
        </p>
      </section>

      <section>
        <h2>Sharing</h2>
        <p>
          We share data only with the service providers that run Understudy for us (hosting, AI processing, payment
          processing, email delivery), and only as far as each needs to do its job, or when the law requires it.
        </p>
      </section>

      <section>
        <h2>Security</h2>
        <p>
          Data is encrypted in transit, Google tokens are encrypted at rest, sessions are held in secure, HTTP-only
          cookies, and session and API tokens are stored only as one-way hashes, so a copy of our database signs no
          one in. Access to production systems is limited to the staff who operate them.
        </p>
      </section>

      <section>
        <h2>Retention and deletion</h2>
        <p>
          What a bot captured (transcripts, attendance and summaries) is <strong>kept until you delete it</strong>. Nothing
          disappears on a schedule unless you choose a period yourself, in Settings → Privacy or in the first-run guide
          ({RETENTION_OPTIONS}). With a period, older content is deleted, here and at the meeting-bot provider that recorded it; the meeting and its title
          stay. You can delete individual meetings at any time, and delete your account yourself in Settings → Privacy
          by typing “{DELETE_ACCOUNT_CONFIRMATION}”: your subscription stops renewing, the bot provider deletes its
          recordings, Google access is revoked, and your meetings, transcripts, summaries and tokens are deleted at
          once. Payment records we must keep for accounting stay, detached from your profile, only as long as the law
          requires.
        </p>
      </section>

      <section>
        <h2>Your rights</h2>
        <p>
          You can take a copy of everything we hold about you yourself, on every plan: Settings → Privacy → Export my
          data builds one archive with your profile, meetings, transcripts, summaries, attendance, bot sessions and
          their consent record, notifications, calendar and Gmail-derived invites, payments and the names of your API
          tokens, as JSON with its schema plus a readable transcript of each meeting. It never contains passwords or
          tokens, leaves out what your retention has already expired, and its link works for {EXPORT_TTL_HOURS} hours,
          for you only. You can also have your data corrected or deleted: write to us and we will act on it promptly.
        </p>
      </section>

      <section>
        <h2>Contact</h2>
        <p>
          Questions about privacy or a data request? Email <SupportLink />. We respond within 48 hours.
        </p>
      </section>
    </LegalPage>
  );
}
