/* Generated from the OpenAPI document by openapi-typescript (`pnpm --filter @understudy/api openapi:types`). Do not edit. */
export interface paths {
    "/auth/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getAuthMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the current session */
        post: operations["postAuthLogout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account and everything in it (confirm=delete my account): the subscription stops renewing, bot recordings are deleted at the provider, Google access is revoked, every session and token ends */
        delete: operations["deleteAccount"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How long captured content (transcripts, attendance, summaries) is kept: 30, 90 or 365 days, or null for forever */
        get: operations["getAccountPrivacy"];
        /** Change the retention of captured content; what is older stops showing at once and is deleted by the daily job */
        put: operations["putAccountPrivacy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a full export of your data (every plan): 202 with the export's id and status. One runs at a time (asking again returns it), at most 5 a day (429). Poll GET /account/export/{id}; a notification says when it is ready */
        post: operations["postAccountExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/export/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An export's status (queued, building, ready, failed, expired); while ready, download_url is the archive's link for 24 hours. Another user's id is 404 */
        get: operations["getAccountExportById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/account/export/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The archive (application/zip: data.json, its JSON Schema schema.json, Markdown transcripts), owner only: 409 while it is being built, 410 once its 24 hours are over or it failed */
        get: operations["getAccountExportByIdDownload"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's meetings, newest first */
        get: operations["getMeetings"];
        put?: never;
        /** Create a meeting */
        post: operations["postMeetings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One meeting */
        get: operations["getMeetingsById"];
        /** Update a meeting's fields or status */
        put: operations["putMeetingsById"];
        post?: never;
        /** Delete a meeting */
        delete: operations["deleteMeetingsById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meeting as it happens, as Server-Sent Events: `state` (bot, participants, catch-up so far, avatar turns and drafts; no id), `line` (a transcript line) and `event` (a status or attendance change), each with the stored event's id, and `avatar_draft` (an ask-me-first draft when it appears and each time it is decided or said; no id). Reconnect with Last-Event-ID to resume with nothing lost or repeated; a comment every 15 s keeps it open */
        get: operations["getMeetingsByIdLive"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/snapshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The live room at once: its state and the transcript so far (the stream resumes after `last_event_id`) */
        get: operations["getMeetingsByIdLiveSnapshot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a line to the meeting chat through the bot ("Running 5 minutes late — please start"): plain text, at most 500 characters, 5 a minute */
        post: operations["postMeetingsByIdLiveChat"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pause or resume the AI Avatar in this meeting (`{"paused": true}`: it logs what it heard and says nothing), and "Answer on my own" (`{"answer_on_own": true}`: a talking point, word for word, is said without asking you first; anything else still asks) */
        put: operations["putMeetingsByIdLiveAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/drafts/{draftId}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask-me-first: say the avatar's draft. No body says it as drafted; `{"text": "…"}` says your edit instead, only if it passes the same rules (your own words from the cited sources, nothing that commits unless it is a talking point word for word): 422 with the reason otherwise. 409 once the draft was decided or expired */
        post: operations["postMeetingsByIdLiveDraftsByDraftIdApprove"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/drafts/{draftId}/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask-me-first: reject the avatar's draft; it says the deferral instead and the question becomes your action item. 409 once the draft was decided or expired */
        post: operations["postMeetingsByIdLiveDraftsByDraftIdReject"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/join": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** I'm joining now: the hand-over (the avatar stops; the bot leaves or stays silent as Settings → Meeting bot says) */
        post: operations["postMeetingsByIdLiveJoin"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/live/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Stop the bot: it leaves the call now (what it captured is kept) */
        post: operations["postMeetingsByIdLiveStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Download a meeting as Markdown, PDF, DOCX, SRT or WebVTT (the transcript) or JSON; Pro plan only (403 otherwise); tz: the IANA zone for dates, UTC by default */
        get: operations["getMeetingsByIdExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your action items across meetings (from each summary, and the questions your AI Avatar deferred), open first, then by due date; owner=me for your own, status=open|done; filter by owner name, deadline (as said) and meeting day; paged by limit and offset */
        get: operations["getActionItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action-items/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Tick an action item done or reopen it (status), reword it (text), reassign it (owner: "me", a name, or null) or set its day (due_date, YYYY-MM-DD or null); another user's item is 404 */
        patch: operations["patchActionItemsById"];
        trace?: never;
    };
    "/action-items/{id}/follow-up-draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a Gmail draft about the item to the attendees who were present (nothing is sent); outcome "needs_permission" carries Google's consent URL for gmail.compose alone, tap again after it */
        post: operations["postActionItemsByIdFollowUpDraft"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/action-items/{id}/hold": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hold 30 minutes on your Google Calendar for the item (09:00 on its due day or the next working day, in time_zone); outcome "needs_permission" carries Google's consent URL for calendar.events alone */
        post: operations["postActionItemsByIdHold"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/recap": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The meeting's recap email exactly as a person you share it with gets it (subject, HTML, text), and the attendees the bot saw join, with whether each can be sent it */
        get: operations["getMeetingsByIdRecap"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/recap/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the recap to attendees who were present (a person not seen in the meeting is 400); every address outside your domain must be repeated in confirm_external (400 otherwise); recorded with the summary version; 10 sends an hour */
        post: operations["postMeetingsByIdRecapShare"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/recap/shares": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where the meeting's recap went: your own recap email (sent, failed and retried, or bounced) and each share, newest first, with every recipient's outcome */
        get: operations["getMeetingsByIdRecapShares"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Attendance, coverage and platform counts */
        get: operations["getAnalyticsOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/analytics/weekly": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meetings and completed meetings per ISO week, last 8 weeks (advanced analytics: Pro only, others 403) */
        get: operations["getAnalyticsWeekly"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All users (admins only) */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** User and subscription counts (admins only) */
        get: operations["getAdminStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's notifications, newest first */
        get: operations["getNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a notification read */
        put: operations["putNotificationsByIdRead"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Web Push on this server: whether it is available, the VAPID `applicationServerKey` to subscribe with, and how many of your browsers receive it */
        get: operations["getNotificationsPush"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push/subscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push notifications on this device: the browser's `PushSubscription.toJSON()` (endpoint and keys). An avatar draft waiting for you and the stand-in starting to cover are pushed to it; a subscription the push service no longer knows is removed */
        post: operations["postNotificationsPushSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/push/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Push notifications off on this device: forget its endpoint */
        post: operations["postNotificationsPushUnsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Upcoming Google Calendar events (next 28 days) with attendees and the join link */
        get: operations["getCalendarEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sync Google Calendar into meetings; counts what was created and updated */
        post: operations["postCalendarSync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gmail/meetings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Meeting invites detected in recent Gmail (Zoom, Google Meet, Teams links and calendar invitations) */
        get: operations["getGmailMeetings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/gmail/meetings/{email_id}/add": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add a detected invite as a meeting */
        post: operations["postGmailMeetingsByEmailIdAdd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/google/auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The Google consent URL for Calendar and Gmail access; open it in a 500×600 popup */
        get: operations["getGoogleAuthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/google/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Google is connected, for which account, and how the last sync went */
        get: operations["getGoogleStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/google/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect Google: revoke the grant and delete its tokens (meetings stay) */
        delete: operations["deleteGoogleConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slack/auth-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slack's install consent URL (OAuth v2) for posting recaps; open it in the browser */
        get: operations["getSlackAuthUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slack/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether Slack is connected (or revoked: reconnect), to which workspace and channel, and the last recap posts */
        get: operations["getSlackStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slack/channels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The channels Understudy's bot is in and can post recaps to */
        get: operations["getSlackChannels"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slack/channel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Choose the channel recaps are posted to (one the bot is in) */
        put: operations["putSlackChannel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/slack/connection": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Disconnect Slack: revoke the bot token at Slack and delete it (past posts stay listed) */
        delete: operations["deleteSlackConnection"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search your meetings' titles, descriptions, transcripts and summaries; matches link to the transcript second (mode: hybrid when semantic search runs too) */
        get: operations["getSearch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/search/ask": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask a question across your meetings; the answer cites transcript moments (answered: false when the meetings do not contain it). Trial and Pro; 20 questions a minute */
        post: operations["postSearchAsk"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bot/deploy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a meeting bot to a Zoom, Google Meet or Microsoft Teams link; response session_id */
        post: operations["postBotDeploy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bot/sessions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's bot sessions, newest first (a page with limit and offset; the first 100 without them) */
        get: operations["getBotSessions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bot/sessions/{session_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One session with the stand-in's milestones, the owner's arrival (on time, late by N minutes, absent), attendance and the transcript so far */
        get: operations["getBotSessionsBySessionId"];
        put?: never;
        post?: never;
        /** Terminate a live bot (it leaves the call) or remove a finished session */
        delete: operations["deleteBotSessionsBySessionId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bot/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Which meetings get a stand-in bot (cover_rule) and what it does when you join (on_owner_join) */
        get: operations["getBotPreferences"];
        /** Change cover_rule (all_with_link, organised_by_me, external_only, none) and/or on_owner_join (leave, stay_silent) */
        put: operations["putBotPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/bot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether a stand-in bot will cover this meeting, and why */
        get: operations["getMeetingsByIdBot"];
        /** The per-meeting bot toggle: bot_cover true (always), false (never) or null (follow the cover rule) */
        put: operations["putMeetingsByIdBot"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/catch-up": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What you missed: the running summary the stand-in bot keeps while you are away (decisions, action items, questions for you), and once your join is seen the catch-up you were sent, your arrival on the transcript's time line and how each channel went; 404 when the bot never stood in for you */
        get: operations["getMeetingsByIdCatchUp"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/preflight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest pre-flight of a covered meeting (24 h and 10 min before): each check ok, warning or will_fail, with a reason and a fix */
        get: operations["getMeetingsByIdPreflight"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current plan, trial and upgrade options */
        get: operations["getSubscriptionStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Plans keyed by id */
        get: operations["getSubscriptionPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/payment-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first */
        get: operations["getSubscriptionPaymentHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start a Stripe Checkout for a paid plan; open checkout_url in the browser */
        post: operations["postSubscriptionCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subscription/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Open the Stripe customer portal (change card, cancel); open portal_url in the browser */
        post: operations["postSubscriptionPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/support": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email support (Pro plan; 403 otherwise): stored, then sent to the support address; 5 an hour */
        post: operations["postSupport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/eligibility": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the AI Avatar is available, and what is missing (Pro only; N of 40 meetings with a transcript in which you spoke) */
        get: operations["getAvatarEligibility"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** AI Avatar settings: kill switch, consent, voice, topics it may answer or must defer, sign-off, persona brief */
        get: operations["getAvatar"];
        /** Change AI Avatar settings; turning it on or choosing a voice needs current written consent (412 otherwise) */
        put: operations["putAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/consent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Written consent to the current consent text: {"consent_version", "agreement": "I agree"}; stored with the time and version */
        post: operations["postAvatarConsent"];
        /** Withdraw consent; the avatar is switched off */
        delete: operations["deleteAvatarConsent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/persona/rebuild": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rebuild the persona brief from your own turns in your meetings (only yours), replacing any edits */
        post: operations["postAvatarPersonaRebuild"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/voice": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your own voice for the avatar: the samples you recorded and the cloned voice made from them (if any) */
        get: operations["getAvatarVoice"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/voice/samples": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keep a recording of your voice (after consent; 412 otherwise): {"label", "content_type", "audio_base64"}, webm/ogg/mp4/wav/mp3 up to 700 KB, base64 because the API takes JSON */
        post: operations["postAvatarVoiceSamples"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/voice/samples/{id}/audio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listen to one of your voice samples: the recording as it was uploaded */
        get: operations["getAvatarVoiceSamplesByIdAudio"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/voice/samples/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete one of your voice samples (a cloned voice already made from it stays until you delete or remake it) */
        delete: operations["deleteAvatarVoiceSamplesById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/voice/clone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make (or remake) your cloned voice from all your samples at the voice-cloning provider; it then appears among the voices as "Your voice (cloned)" */
        post: operations["postAvatarVoiceClone"];
        /** Delete your cloned voice, at the provider too; the avatar goes back to the default stock voice */
        delete: operations["deleteAvatarVoiceClone"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/action-items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open questions the avatar deferred to you, with who asked and when */
        get: operations["getAvatarActionItems"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/avatar/action-items/{id}/resolve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a deferred question as handled */
        post: operations["postAvatarActionItemsByIdResolve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The avatar for this meeting: off unless turned on, and its talking points */
        get: operations["getMeetingsByIdAvatar"];
        /** Turn the avatar on (true) or off (false) for this meeting, or follow the cover rule (null), and write its talking points */
        put: operations["putMeetingsByIdAvatar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/meetings/{id}/avatar/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the avatar heard as addressed to you in this meeting, what it said, why (sources or rule), and what it deferred */
        get: operations["getMeetingsByIdAvatarLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Every error has this shape */
        Error: {
            detail: string;
        };
        User: {
            id: string;
            name: string | null;
            email: string;
            picture: string | null;
            /** @enum {string} */
            role: "user" | "admin";
            /** @enum {string} */
            subscription_plan: "free" | "pro";
            trial_ends_at: string | null;
            trial_days_remaining: number;
            created_at: string;
            last_login: string | null;
            is_active: boolean;
        };
        Message: {
            message: string;
        };
        DeleteAccountResult: {
            message: string;
            google_revoked: boolean;
            subscription_cancelled: boolean;
            bot_recordings_deleted: number;
            bot_recordings_pending: number;
        };
        PrivacySettings: {
            /** @description Days captured content (transcripts, attendance, summaries) is kept; null keeps it forever */
            retention_days: 30 | 90 | 365 | null;
        };
        AccountExport: {
            id: string;
            /**
             * @description queued → building → ready; expired once its 24 hours are over; failed with a detail
             * @enum {string}
             */
            status: "queued" | "building" | "ready" | "failed" | "expired";
            created_at: string;
            completed_at: string | null;
            /** @description When the download link stops working (24 hours after it was ready) */
            expires_at: string | null;
            size_bytes: number | null;
            /** @description While ready: GET it with the same credentials (owner only) for the zip; null otherwise */
            download_url: string | null;
            /** @description Why it failed, or what to do next */
            detail: string | null;
        };
        Meeting: {
            id: string;
            title: string;
            description: string | null;
            scheduled_at: string;
            duration_minutes: number;
            meeting_url: string | null;
            /** @enum {string} */
            platform: "zoom" | "google_meet" | "teams" | "other";
            /** @enum {string} */
            status: "scheduled" | "in_progress" | "completed" | "cancelled";
            bot_attended: boolean;
            bot_cover: boolean | null;
            summary: string | null;
            /** @enum {string} */
            source: "manual" | "calendar" | "gmail";
            created_at: string;
            updated_at: string;
        };
        LiveSnapshot: {
            meeting: {
                id: string;
                title: string;
            };
            bot: {
                session_id: string;
                /** @enum {string} */
                status: "idle" | "connecting" | "connected" | "recording" | "disconnecting" | "disconnected" | "error";
                reason: string | null;
                bot_name: string;
                in_call: boolean;
                standing_in: boolean;
                handed_over: boolean;
            } | null;
            participants: {
                id: string;
                name: string | null;
                present: boolean;
            }[];
            catch_up: {
                overview: string;
                decisions: string[];
                action_items: string[];
                questions_for_you: string[];
                through_seconds: number;
            } | null;
            avatar: {
                paused: boolean;
                answer_on_own: boolean;
            };
            avatar_drafts: components["schemas"]["AvatarDraft"][];
            avatar_turns: {
                id: string;
                asked_by: string;
                heard: string;
                /** @enum {string} */
                decision: "answer" | "defer" | "ignore";
                said: string | null;
                reason: string;
                at: string;
            }[];
            last_event_id: number;
            transcript: components["schemas"]["LiveLine"][];
        };
        AvatarDraft: {
            id: string;
            meeting_id: string;
            turn_id: string;
            asked_by: string;
            heard: string;
            proposed: string;
            final_text: string | null;
            sources: {
                /** @enum {string} */
                kind: "talking_points" | "persona" | "meeting";
                meeting_id: string | null;
                meeting_title: string | null;
                quote: string;
                href: string | null;
            }[];
            /** @enum {string} */
            state: "pending" | "approved" | "edited" | "rejected" | "expired";
            deadline: string;
            decided_at: string | null;
            spoken_at: string | null;
        };
        LiveLine: {
            seq: number;
            speaker: string;
            text: string;
            start_seconds: number;
        };
        LiveActionResponse: {
            message: string;
        };
        ActionItems: {
            items: components["schemas"]["ActionItem"][];
            limit: number;
            offset: number;
            next_offset: number | null;
        };
        ActionItem: {
            id: string;
            meeting_id: string;
            meeting_title: string;
            scheduled_at: string;
            text: string;
            owner: string | null;
            owner_is_user: boolean;
            due: string | null;
            due_date: string | null;
            /** @enum {string} */
            status: "open" | "done";
            done_at: string | null;
            /** @enum {string} */
            source: "summary" | "avatar";
            edited: boolean;
            start_seconds: number;
            link: string;
        };
        DraftFollowUp: {
            /** @constant */
            outcome: "needs_permission";
            scope: string;
            auth_url: string;
            message: string;
        } | {
            /** @constant */
            outcome: "draft_created";
            draft_id: string;
            to: string[];
            subject: string;
            open_url: string;
        };
        HoldTime: {
            /** @constant */
            outcome: "needs_permission";
            scope: string;
            auth_url: string;
            message: string;
        } | {
            /** @constant */
            outcome: "hold_created";
            event_id: string;
            starts_at: string;
            ends_at: string;
            open_url: string | null;
        };
        RecapPreview: {
            meeting_id: string;
            summary_id: string;
            summary_version: number;
            subject: string;
            html: string;
            text: string;
            attendees: {
                name: string;
                email: string | null;
                is_owner: boolean;
                outside_domain: boolean;
                can_share: boolean;
            }[];
        };
        RecapShare: {
            id: string;
            created_at: string;
            summary_version: number;
            recipients: {
                email: string;
                name: string | null;
                /**
                 * @description sending: queued or being sent; sent: the mail server accepted it; failed: not accepted yet, retried; bounced: refused (5xx), not retried
                 * @enum {string}
                 */
                status: "sending" | "sent" | "failed" | "bounced";
                error: string | null;
                sent_at: string | null;
            }[];
        };
        RecapShares: {
            email: {
                recipient: string;
                /**
                 * @description sending: queued or being sent; sent: the mail server accepted it; failed: not accepted yet, retried; bounced: refused (5xx), not retried
                 * @enum {string}
                 */
                status: "sending" | "sent" | "failed" | "bounced";
                error: string | null;
                sent_at: string | null;
                attempts: number;
            } | null;
            shares: components["schemas"]["RecapShare"][];
        };
        /** @description The four cards' figures for every plan. The platform breakdown is advanced analytics (Pro): for other plans `platforms` is null, `locked` is true and `locked_detail` names the plan. */
        AnalyticsOverview: {
            total_meetings: number;
            attendance_rate: number;
            bot_attended_meetings: number;
            summarized_meetings: number;
            completed_meetings: number;
            cancelled_meetings: number;
            this_week_meetings: number;
            previous_week_meetings: number;
            /** @enum {string} */
            week_trend: "up" | "down" | "flat";
            platforms: {
                [key: string]: number;
            } | null;
            locked: boolean;
            locked_detail: string | null;
        };
        AnalyticsWeekly: {
            weeks: {
                week_start: string;
                meetings: number;
                completed: number;
            }[];
        };
        AdminStats: {
            total_users: number;
            active_trials: number;
            pro_users: number;
            expired_trials: number;
            active_users: number;
            conversion_rate: number;
            trial_completion: number;
        };
        Notifications: {
            notifications: components["schemas"]["Notification"][];
        };
        Notification: {
            id: string;
            kind: string;
            title: string;
            message: string;
            href: string | null;
            created_at: string;
            read: boolean;
        };
        PushConfig: {
            available: boolean;
            public_key: string | null;
            subscriptions: number;
        };
        PushSubscription: {
            id: string;
            endpoint: string;
            created_at: string;
        };
        CalendarEvents: {
            events: components["schemas"]["CalendarEvent"][];
        };
        CalendarEvent: {
            event_id: string;
            title: string;
            start_time: string;
            end_time: string | null;
            attendees: {
                email: string;
                name: string | null;
                /** @enum {string} */
                response_status: "needsAction" | "declined" | "tentative" | "accepted";
                organizer: boolean;
                self: boolean;
            }[];
            description: string | null;
            location: string | null;
            meeting_info: components["schemas"]["MeetingInfo"] | null;
            organizer: string | null;
            /** @enum {string} */
            status: "confirmed" | "tentative" | "cancelled";
            html_link: string | null;
            meeting_id: string | null;
        };
        MeetingInfo: {
            /** @enum {string} */
            platform: "zoom" | "google_meet" | "teams" | "other";
            url: string;
        };
        CalendarSync: {
            created_meetings: number;
            updated_meetings: number;
            full_sync: boolean;
            synced_at: string;
        };
        GmailMeetings: {
            meetings: components["schemas"]["DetectedMeeting"][];
            stale: boolean;
        };
        DetectedMeeting: {
            email_id: string;
            subject: string;
            sender: string;
            date: string | null;
            body_snippet: string;
            meeting_urls: components["schemas"]["MeetingInfo"][];
            suggested_start: string | null;
            meeting_id: string | null;
        };
        GoogleAuthUrl: {
            auth_url: string;
        };
        GoogleStatus: {
            /** @enum {string} */
            status: "not_connected" | "connected" | "reconnect_needed";
            connected: boolean;
            google_email: string | null;
            calendar_access: boolean;
            gmail_access: boolean;
            connected_at: string | null;
            last_synced_at: string | null;
            last_sync: {
                created_meetings: number;
                updated_meetings: number;
            } | null;
            last_sync_error: string | null;
        };
        GoogleDisconnect: {
            message: string;
        };
        SlackAuthUrl: {
            auth_url: string;
        };
        SlackStatus: {
            /** @enum {string} */
            status: "not_connected" | "connected" | "revoked";
            team_name: string | null;
            channel: {
                id: string;
                name: string | null;
            } | null;
            last_error: string | null;
            last_error_at: string | null;
            connected_at: string | null;
            recent_deliveries: {
                meeting_id: string;
                channel_id: string;
                /** @enum {string} */
                status: "pending" | "posted" | "failed";
                error: string | null;
                posted_at: string | null;
                created_at: string;
            }[];
        };
        SlackChannels: {
            channels: {
                id: string;
                name: string;
                is_private: boolean;
            }[];
            truncated: boolean;
        };
        SlackChannelChoice: {
            channel: {
                id: string;
                name: string;
            };
        };
        SlackDisconnect: {
            message: string;
        };
        SearchResponse: {
            query: string;
            /** @enum {string} */
            mode: "hybrid" | "text";
            results: components["schemas"]["SearchResult"][];
        };
        SearchResult: {
            meeting_id: string;
            title: {
                text: string;
                highlight: boolean;
            }[];
            description: {
                text: string;
                highlight: boolean;
            }[] | null;
            scheduled_at: string;
            /** @enum {string} */
            platform: "zoom" | "google_meet" | "teams" | "other";
            score: number;
            match_count: number;
            matched_by: ("text" | "semantic")[];
            matches: {
                /** @enum {string} */
                source: "transcript" | "summary";
                segment_id: string | null;
                speaker: string | null;
                label: string | null;
                start_seconds: number | null;
                snippet: {
                    text: string;
                    highlight: boolean;
                }[];
                href: string;
                first_seq?: number | null;
                last_seq?: number | null;
            }[];
        };
        AskResponse: {
            question: string;
            answered: boolean;
            answer: string;
            citations: components["schemas"]["AskCitation"][];
        };
        AskCitation: {
            meeting_id: string;
            meeting_title: string;
            scheduled_at: string;
            segment_id: string;
            speaker: string;
            start_seconds: number;
            quote: string;
            link: string;
        };
        DeployBotResult: {
            session_id: string;
            /** @enum {string} */
            status: "idle" | "connecting" | "connected" | "recording" | "disconnecting" | "disconnected" | "error";
            bot_name: string;
            message: string;
        };
        BotSessions: {
            sessions: components["schemas"]["BotSession"][];
        };
        BotSession: {
            session_id: string;
            bot_name: string;
            /** @enum {string} */
            status: "idle" | "connecting" | "connected" | "recording" | "disconnecting" | "disconnected" | "error";
            meeting_id: string | null;
            meeting_url: string;
            platform: string;
            created_at: string;
            participant_count: number;
            error_message: string | null;
            reason: string | null;
            provider_status: string | null;
            provider_sub_code: string | null;
        };
        BotSessionDetails: {
            session: components["schemas"]["BotSession"];
            stand_in: components["schemas"]["BotStandIn"];
            owner_arrival: components["schemas"]["OwnerArrival"];
            participants: {
                name: string;
                email: string | null;
                is_host: boolean;
                is_owner: boolean;
                joined_at: string | null;
                left_at: string | null;
            }[];
            transcript: {
                segment_id: string;
                speaker: string;
                start_seconds: number;
                end_seconds: number;
                text: string;
            }[];
        };
        BotStandIn: {
            owner_joined_at: string | null;
            announced_at: string | null;
            handed_over_at: string | null;
            opted_out_at: string | null;
        };
        OwnerArrival: {
            /** @enum {string} */
            status: "on_time" | "late" | "absent" | "not_yet" | "unknown";
            minutes_late: number | null;
            joined_at: string | null;
            reference: ("scheduled_start" | "bot_admitted") | null;
            reference_at: string | null;
        };
        TerminateBotResult: {
            message: string;
            removed: boolean;
        };
        BotPreferences: {
            /** @enum {string} */
            cover_rule: "all_with_link" | "organised_by_me" | "external_only" | "none";
            /** @enum {string} */
            on_owner_join: "leave" | "stay_silent";
            updated_at: string | null;
        };
        MeetingBotCoverage: {
            meeting_id: string;
            bot_cover: boolean | null;
            covered: boolean;
            /** @enum {string} */
            reason: "cancelled" | "completed" | "no_link" | "unsupported_link" | "turned_on" | "turned_off" | "rule_all" | "rule_organised_by_me" | "not_organised_by_me" | "rule_external" | "internal_only" | "rule_none";
            session_id: string | null;
            session_status: ("idle" | "connecting" | "connected" | "recording" | "disconnecting" | "disconnected" | "error") | null;
        };
        CatchUp: {
            meeting_id: string;
            /** @enum {string} */
            status: "collecting" | "delivered";
            summary: {
                /** @description Two or three sentences: what the meeting has covered so far. */
                overview: string;
                decisions: {
                    text: string;
                    timestamp: number;
                }[];
                action_items: {
                    text: string;
                    owner: string | null;
                    timestamp: number;
                }[];
                questions_for_user: {
                    text: string;
                    asked_by: string | null;
                    timestamp: number;
                }[];
            } | null;
            covered_through_seconds: number;
            arrived_at_seconds: number | null;
            arrived_at: string | null;
            delivered_at: string | null;
            deliveries: {
                /** @description sent, or why not: not_configured, unsupported, failed */
                page: string | null;
                /** @description sent, or why not: not_configured, unsupported, failed */
                notification: string | null;
                /** @description sent, or why not: not_configured, unsupported, failed */
                email: string | null;
                /** @description sent, or why not: not_configured, unsupported, failed */
                private_chat: string | null;
            };
            model_calls: number;
        };
        MeetingPreflight: {
            meeting_id: string;
            result: ("ok" | "warning" | "will_fail") | null;
            stage: ("day" | "final") | null;
            checked_at: string | null;
            outdated: boolean;
            next_check_at: string | null;
            checks: components["schemas"]["PreflightCheck"][];
        };
        PreflightCheck: {
            /** @enum {string} */
            check: "link" | "platform" | "calendar" | "plan" | "provider" | "booking";
            /** @enum {string} */
            result: "ok" | "warning" | "will_fail";
            reason: string;
            fix: string | null;
        };
        SubscriptionStatus: {
            current_plan: components["schemas"]["PlanSummary"];
            /** @enum {string} */
            subscription_status: "active" | "trial_expired" | "expired";
            days_remaining: number;
            trial_ends_at: string | null;
            can_upgrade: boolean;
            available_plans: components["schemas"]["PlanSummary"][];
        };
        PlanSummary: {
            id: string;
            name: string;
            price: number;
        };
        Plans: {
            plans: {
                [key: string]: components["schemas"]["Plan"];
            };
        };
        Plan: {
            id: string;
            name: string;
            price: number;
            currency: string;
            interval: string;
            description: string;
            features: {
                text: string;
                included: boolean;
            }[];
        };
        PaymentHistory: {
            transactions: components["schemas"]["PaymentTransaction"][];
        };
        PaymentTransaction: {
            id: string;
            plan_id: string;
            amount: number;
            currency: string;
            /** @enum {string} */
            payment_status: "paid" | "failed" | "pending";
            created_at: string;
        };
        CheckoutResponse: {
            checkout_url: string;
            session_id: string;
        };
        BillingPortalResponse: {
            portal_url: string;
        };
        SupportRequestReceipt: {
            id: string;
            message: string;
            delivered: boolean;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: {
        UpdatePrivacySettings: {
            content: {
                "application/json": {
                    /** @description Days captured content (transcripts, attendance, summaries) is kept; null keeps it forever */
                    retention_days: 30 | 90 | 365 | null;
                };
            };
        };
        CreateMeeting: {
            content: {
                "application/json": {
                    title: string;
                    description?: string | null;
                    scheduled_at: string;
                    /** @default 60 */
                    duration_minutes?: number;
                    meeting_url?: (string | null) | "";
                    /**
                     * @default zoom
                     * @enum {string}
                     */
                    platform?: "zoom" | "google_meet" | "teams" | "other";
                };
            };
        };
        UpdateMeeting: {
            content: {
                "application/json": {
                    title?: string;
                    description?: string | null;
                    scheduled_at?: string;
                    duration_minutes?: number;
                    meeting_url?: (string | null) | "";
                    /** @enum {string} */
                    platform?: "zoom" | "google_meet" | "teams" | "other";
                    /** @enum {string} */
                    status?: "scheduled" | "in_progress" | "completed" | "cancelled";
                };
            };
        };
        UpdateActionItemInput: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    status?: "open" | "done";
                    text?: string;
                    /** @description "me" for the user, an attendee's name, or null for nobody */
                    owner?: string | null;
                    due_date?: string | null;
                };
            };
        };
        FollowUpBody: {
            content: {
                "application/json": {
                    time_zone?: string;
                };
            };
        };
        ShareRecapInput: {
            content: {
                "application/json": {
                    recipients: string[];
                    /** @default [] */
                    confirm_external?: string[];
                    /** Format: uuid */
                    summary_id?: string;
                };
            };
        };
        AddDetectedMeeting: {
            content: {
                "application/json": {
                    url?: string;
                    /** Format: date-time */
                    scheduled_at?: string;
                    title?: string;
                };
            };
        };
        AskInput: {
            content: {
                "application/json": {
                    question: string;
                    /** Format: date */
                    from?: string;
                    /** Format: date */
                    to?: string;
                    /** @enum {string} */
                    platform?: "zoom" | "google_meet" | "teams" | "other";
                    participant?: string;
                    meeting_id?: string;
                };
            };
        };
        DeployBot: {
            content: {
                "application/json": {
                    meeting_url: string;
                    bot_name?: string | null;
                    meeting_id?: string | null;
                };
            };
        };
        UpdateBotPreferences: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    cover_rule?: "all_with_link" | "organised_by_me" | "external_only" | "none";
                    /** @enum {string} */
                    on_owner_join?: "leave" | "stay_silent";
                };
            };
        };
        MeetingBotCover: {
            content: {
                "application/json": {
                    bot_cover: boolean | null;
                };
            };
        };
        CheckoutRequest: {
            content: {
                "application/json": {
                    plan_id?: string;
                    metadata?: {
                        user_name?: string;
                        upgrade_from?: string;
                    };
                };
            };
        };
        SupportRequestInput: {
            content: {
                "application/json": {
                    subject: string;
                    message: string;
                };
            };
        };
    };
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getAuthMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAuthLogout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAccount: {
        parameters: {
            query?: {
                confirm?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAccountResult"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAccountPrivacy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdatePrivacySettings"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PrivacySettings"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAccountExport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountExportById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccountExport"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAccountExportByIdDownload: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment named in Content-Disposition */
            200: {
                headers: {
                    /** @description attachment; filename="…"; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Still being built */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Expired (24 hours after it was ready) or failed: start a new export */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetings: {
        parameters: {
            query?: {
                q?: string;
                status?: "scheduled" | "in_progress" | "completed" | "cancelled";
                upcoming?: boolean;
                past?: boolean;
                future?: boolean;
                open?: boolean;
                order?: "asc" | "desc";
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"][];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CreateMeeting"];
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMeetingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateMeeting"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteMeetingsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdLive: {
        parameters: {
            query?: {
                last_event_id?: number;
            };
            header?: {
                /** @description Resume after this event id (sent by EventSource when it reconnects) */
                "Last-Event-ID"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/event-stream of `state`, `line`, `event` and `avatar_draft` messages */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdLiveSnapshot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveSnapshot"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdLiveChat: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveActionResponse"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bot is not in the call */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMeetingsByIdLiveAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    paused?: boolean;
                    answer_on_own?: boolean;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveActionResponse"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdLiveDraftsByDraftIdApprove: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    text?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarDraft"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The draft was already decided, or expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdLiveDraftsByDraftIdReject: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                draftId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AvatarDraft"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The draft was already decided, or expired */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdLiveJoin: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveActionResponse"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bot is not in the call */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdLiveStop: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LiveActionResponse"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The bot is not in the call */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdExport: {
        parameters: {
            query: {
                format: "md" | "pdf" | "docx" | "srt" | "vtt" | "json";
                tz?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment named in Content-Disposition */
            200: {
                headers: {
                    /** @description attachment; filename="…"; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown; charset=utf-8": string;
                    "application/pdf": string;
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": string;
                    "application/x-subrip; charset=utf-8": string;
                    "text/vtt; charset=utf-8": string;
                    "application/json; charset=utf-8": string;
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getActionItems: {
        parameters: {
            query?: {
                owner?: string;
                status?: "open" | "done";
                meeting_id?: string;
                due?: string;
                has_due?: boolean;
                from?: string;
                to?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionItems"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    patchActionItemsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateActionItemInput"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActionItem"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postActionItemsByIdFollowUpDraft: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FollowUpBody"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DraftFollowUp"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postActionItemsByIdHold: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["FollowUpBody"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HoldTime"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdRecap: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecapPreview"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The meeting has no summary yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postMeetingsByIdRecapShare: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["ShareRecapInput"];
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecapShare"];
                };
            };
            /** @description A recipient was not present, or an outside address is not confirmed */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The meeting has no summary yet */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Mail is not configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdRecapShares: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecapShares"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalyticsOverview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsOverview"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAnalyticsWeekly: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalyticsWeekly"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                q?: string;
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAdminStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminStats"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an admin */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notifications"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putNotificationsByIdRead: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getNotificationsPush: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushConfig"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsPushSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                    expirationTime?: number | null;
                    keys: {
                        p256dh: string;
                        auth: string;
                    };
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PushSubscription"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Push notifications are not set up on this server */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postNotificationsPushUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uri */
                    endpoint: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getCalendarEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarEvents"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postCalendarSync: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarSync"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGmailMeetings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GmailMeetings"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postGmailMeetingsByEmailIdAdd: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                email_id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AddDetectedMeeting"];
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Meeting"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGoogleAuthUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleAuthUrl"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getGoogleStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleStatus"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteGoogleConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GoogleDisconnect"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSlackAuthUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlackAuthUrl"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSlackStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlackStatus"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSlackChannels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlackChannels"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putSlackChannel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel_id: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlackChannelChoice"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteSlackConnection: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlackDisconnect"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSearch: {
        parameters: {
            query: {
                q: string;
                from?: string;
                to?: string;
                platform?: "zoom" | "google_meet" | "teams" | "other";
                participant?: string;
                meeting_id?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SearchResponse"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSearchAsk: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["AskInput"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AskResponse"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postBotDeploy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["DeployBot"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeployBotResult"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotSessions: {
        parameters: {
            query?: {
                limit?: number;
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotSessions"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotSessionsBySessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotSessionDetails"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteBotSessionsBySessionId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                session_id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TerminateBotResult"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getBotPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotPreferences"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putBotPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["UpdateBotPreferences"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BotPreferences"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdBot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingBotCoverage"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMeetingsByIdBot: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: components["requestBodies"]["MeetingBotCover"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingBotCoverage"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdCatchUp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatchUp"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdPreflight: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeetingPreflight"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SubscriptionStatus"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plans"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getSubscriptionPaymentHistory: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentHistory"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSubscriptionCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["CheckoutRequest"];
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSubscriptionPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPortalResponse"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postSupport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: components["requestBodies"]["SupportRequestInput"];
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportRequestReceipt"];
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatarEligibility: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eligible: boolean;
                        pro: boolean;
                        meetings_with_your_voice: number;
                        meetings_required: number;
                        missing: string[];
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        consented_at: string | null;
                        consent_version: string | null;
                        consent_text: string;
                        current_consent_version: string;
                        voice_provider: string;
                        voice_id: string;
                        voices: {
                            provider: string;
                            id: string;
                            label: string;
                        }[];
                        answer_topics: string[];
                        defer_topics: string[];
                        sign_off: string;
                        on_in_covered_meetings: boolean;
                        ask_first_seconds: number;
                        persona_brief: string | null;
                        persona_edited: boolean;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean;
                    voice_provider?: string;
                    voice_id?: string;
                    answer_topics?: string[];
                    defer_topics?: string[];
                    sign_off?: string;
                    on_in_covered_meetings?: boolean;
                    ask_first_seconds?: number;
                    persona_brief?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        consented_at: string | null;
                        consent_version: string | null;
                        consent_text: string;
                        current_consent_version: string;
                        voice_provider: string;
                        voice_id: string;
                        voices: {
                            provider: string;
                            id: string;
                            label: string;
                        }[];
                        answer_topics: string[];
                        defer_topics: string[];
                        sign_off: string;
                        on_in_covered_meetings: boolean;
                        ask_first_seconds: number;
                        persona_brief: string | null;
                        persona_edited: boolean;
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAvatarConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    consent_version: string;
                    agreement: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        consented_at: string | null;
                        consent_version: string | null;
                        consent_text: string;
                        current_consent_version: string;
                        voice_provider: string;
                        voice_id: string;
                        voices: {
                            provider: string;
                            id: string;
                            label: string;
                        }[];
                        answer_topics: string[];
                        defer_topics: string[];
                        sign_off: string;
                        on_in_covered_meetings: boolean;
                        ask_first_seconds: number;
                        persona_brief: string | null;
                        persona_edited: boolean;
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAvatarConsent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        consented_at: string | null;
                        consent_version: string | null;
                        consent_text: string;
                        current_consent_version: string;
                        voice_provider: string;
                        voice_id: string;
                        voices: {
                            provider: string;
                            id: string;
                            label: string;
                        }[];
                        answer_topics: string[];
                        defer_topics: string[];
                        sign_off: string;
                        on_in_covered_meetings: boolean;
                        ask_first_seconds: number;
                        persona_brief: string | null;
                        persona_edited: boolean;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAvatarPersonaRebuild: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        enabled: boolean;
                        consented_at: string | null;
                        consent_version: string | null;
                        consent_text: string;
                        current_consent_version: string;
                        voice_provider: string;
                        voice_id: string;
                        voices: {
                            provider: string;
                            id: string;
                            label: string;
                        }[];
                        answer_topics: string[];
                        defer_topics: string[];
                        sign_off: string;
                        on_in_covered_meetings: boolean;
                        ask_first_seconds: number;
                        persona_brief: string | null;
                        persona_edited: boolean;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatarVoice: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cloning_available: boolean;
                        samples: {
                            id: string;
                            label: string;
                            content_type: string;
                            byte_size: number;
                            created_at: string;
                        }[];
                        cloned_voice: {
                            provider: string;
                            voice_id: string;
                            sample_count: number;
                            created_at: string;
                        } | null;
                        accepted_content_types: string[];
                        max_sample_bytes: number;
                        max_samples: number;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAvatarVoiceSamples: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    label: string;
                    content_type: string;
                    audio_base64: string;
                };
            };
        };
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        label: string;
                        content_type: string;
                        byte_size: number;
                        created_at: string;
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description You have the most samples kept; delete one first */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No current avatar consent */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The recording is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not an accepted audio type */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatarVoiceSamplesByIdAudio: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file, as an attachment named in Content-Disposition */
            200: {
                headers: {
                    /** @description attachment; filename="…"; filename*=UTF-8''… */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "audio/webm": string;
                    "audio/ogg": string;
                    "audio/mp4": string;
                    "audio/wav": string;
                    "audio/mpeg": string;
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAvatarVoiceSamplesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cloning_available: boolean;
                        samples: {
                            id: string;
                            label: string;
                            content_type: string;
                            byte_size: number;
                            created_at: string;
                        }[];
                        cloned_voice: {
                            provider: string;
                            voice_id: string;
                            sample_count: number;
                            created_at: string;
                        } | null;
                        accepted_content_types: string[];
                        max_sample_bytes: number;
                        max_samples: number;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAvatarVoiceClone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cloning_available: boolean;
                        samples: {
                            id: string;
                            label: string;
                            content_type: string;
                            byte_size: number;
                            created_at: string;
                        }[];
                        cloned_voice: {
                            provider: string;
                            voice_id: string;
                            sample_count: number;
                            created_at: string;
                        } | null;
                        accepted_content_types: string[];
                        max_sample_bytes: number;
                        max_samples: number;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No current avatar consent, or no sample yet */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The voice-cloning provider is unavailable or not configured */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    deleteAvatarVoiceClone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cloning_available: boolean;
                        samples: {
                            id: string;
                            label: string;
                            content_type: string;
                            byte_size: number;
                            created_at: string;
                        }[];
                        cloned_voice: {
                            provider: string;
                            voice_id: string;
                            sample_count: number;
                            created_at: string;
                        } | null;
                        accepted_content_types: string[];
                        max_sample_bytes: number;
                        max_samples: number;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The voice-cloning provider could not delete it; nothing was changed */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getAvatarActionItems: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            id: string;
                            meeting_id: string;
                            asked_by: string;
                            heard: string;
                            heard_at: string;
                            /** @enum {string} */
                            decision: "answer" | "defer" | "ignore";
                            said: string | null;
                            reason: string;
                            sources: {
                                /** @enum {string} */
                                kind: "talking_points" | "persona" | "meeting";
                                meeting_id: string | null;
                                meeting_title: string | null;
                                quote: string;
                                href: string | null;
                            }[];
                            latency_ms: number | null;
                            resolved_at: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    postAvatarActionItemsByIdResolve: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        meeting_id: string;
                        asked_by: string;
                        heard: string;
                        heard_at: string;
                        /** @enum {string} */
                        decision: "answer" | "defer" | "ignore";
                        said: string | null;
                        reason: string;
                        sources: {
                            /** @enum {string} */
                            kind: "talking_points" | "persona" | "meeting";
                            meeting_id: string | null;
                            meeting_title: string | null;
                            quote: string;
                            href: string | null;
                        }[];
                        latency_ms: number | null;
                        resolved_at: string | null;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meeting_id: string;
                        enabled: boolean;
                        toggle: boolean | null;
                        talking_points: string;
                        answer_on_own: boolean;
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    putMeetingsByIdAvatar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    enabled?: boolean | null;
                    talking_points?: string;
                };
            };
        };
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meeting_id: string;
                        enabled: boolean;
                        toggle: boolean | null;
                        talking_points: string;
                        answer_on_own: boolean;
                    };
                };
            };
            /** @description Malformed JSON */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Input failed validation */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Rate limited; see Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getMeetingsByIdAvatarLog: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Success */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        meeting_id: string;
                        turns: {
                            id: string;
                            meeting_id: string;
                            asked_by: string;
                            heard: string;
                            heard_at: string;
                            /** @enum {string} */
                            decision: "answer" | "defer" | "ignore";
                            said: string | null;
                            reason: string;
                            sources: {
                                /** @enum {string} */
                                kind: "talking_points" | "persona" | "meeting";
                                meeting_id: string | null;
                                meeting_title: string | null;
                                quote: string;
                                href: string | null;
                            }[];
                            latency_ms: number | null;
                            resolved_at: string | null;
                        }[];
                        deferred: {
                            id: string;
                            meeting_id: string;
                            asked_by: string;
                            heard: string;
                            heard_at: string;
                            /** @enum {string} */
                            decision: "answer" | "defer" | "ignore";
                            said: string | null;
                            reason: string;
                            sources: {
                                /** @enum {string} */
                                kind: "talking_points" | "persona" | "meeting";
                                meeting_id: string | null;
                                meeting_title: string | null;
                                quote: string;
                                href: string | null;
                            }[];
                            latency_ms: number | null;
                            resolved_at: string | null;
                        }[];
                    };
                };
            };
            /** @description No valid session or token */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found, or not yours */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
