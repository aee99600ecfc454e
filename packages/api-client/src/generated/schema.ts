// Generated from openapi.yaml by scripts/generate.mjs — do not edit by hand.
// Run `pnpm --filter @arena/api-client generate` after changing the contract.

export interface paths {
    "/api/user/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Password login, after a passed captcha (`ticket`, `randstr`). Returns the user with `token` and `userSig`. */
        post: operations["user_login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/registered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Register with an SMS code (type 1) after a passed captcha. On success the dialog switches to code login. */
        post: operations["user_registered"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an SMS code: type 1 register, 2 login password (forgot password), 3 payment password, 4 streamer application. One send per number per 60 s.
         * @description A code serves only the purpose it was asked for (issue 12). The answer is the same whether or not the number has an account; a code that could not be used is not sent. Sends are capped per client address, per number per day and per country code, and go only to the country codes of SMS_COUNTRY_CODES.
         */
        post: operations["user_getCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reset the password with an SMS code (type 2) after a passed captcha (`ticket`, `randstr`); existing sessions end. The msg is shown. */
        post: operations["user_forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/setPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the login password (issue 14, member centre): with the old password, or with an SMS code (getCode type 2) to the own number. Every other session of the user ends; this one stays.
         * @description Exactly one of `old_password` and `code` is given. Wrong old passwords are throttled like login
         *     (per account, locking from the 5th failure). Spec §5: the new password follows the same rules as
         *     at register.
         */
        post: operations["member_setPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/securityInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the member centre's security page shows (issue 14): the own number masked, and whether a payment password is set. */
        get: operations["member_securityInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/SignOut": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** End the session: the token stops working at once. */
        post: operations["member_signOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/signOutAll": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out everywhere (issue 12): every session of the user ends at once, this one included, with its IM userSig. */
        post: operations["member_signOutAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/sessionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The user's signed-in sessions (issue 14, member centre): newest use first, at most 50.
         * @description Sessions not signed out and not past their age or idle limit. The device, system and browser are
         *     read from the User-Agent of the login that opened the session (`unknown` / empty when it is not
         *     known, e.g. sessions older than the record). `current` marks the session of the request's token.
         *     Times are unix seconds.
         */
        get: operations["member_sessionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/signOutSession": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign out one session of the user (issue 14): its token and IM userSig stop working at once.
         * @description `id` is a session of `Member/sessionList`. Another user's session, or one already ended, is
         *     refused (code 1) without saying which.
         */
        post: operations["member_signOutSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getLoginQrcode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A QR login code and its image; the web client then sends `{type:"login", code}` over the score socket.
         * @description The image encodes `<origin>/qr-login?code=<code>` (the phone opens it). The first socket that
         *     sends `{"type":"login","code"}` claims the code and is pushed, as the phone acts:
         *     `{"code":200,"data":{"type":"scanCode_Login","number":42}}` after user/qrcodeScan (`number`: the
         *     two-digit number the web shows; the phone must pick it to confirm),
         *     `{"code":200,"data":{"type":"webLoginSuccess", …LoginResult}}` after user/qrcodeConfirm (a new
         *     session for the web), or `{"code":200,"data":{"type":"qrLoginExpired"}}` when the code expired,
         *     was declined (or the phone picked the wrong number), was used or is unknown. A code lives
         *     `expires_in` seconds (300) and logs in once. The server keeps who asked (device type, OS and
         *     browser from the User-Agent, the place, the masked address, the time) to show the phone.
         */
        post: operations["user_getLoginQrcode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/qrcodeScan": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The phone scanned a QR login code (waiting → scanned); the web is pushed scanCode_Login. */
        post: operations["user_qrcodeScan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/qrcodeConfirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The phone confirms the login it scanned with the number the web shows (scanned → confirmed); the web is pushed webLoginSuccess with a new session. A wrong number cancels the code (code 1). */
        post: operations["user_qrcodeConfirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/qrcodeCancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The phone declines the login; the code can no longer be used. */
        post: operations["user_qrcodeCancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Captcha/get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The captcha to pass before password login and register (spec §5): a question of our own, or Tencent's app id.
         * @description `driver: local` (the default, works offline): show `question` and send the answer to Captcha/check.
         *     `driver: tencent`: show Tencent's captcha (TJCaptcha.js) with `app_id`; its callback's `ret 0`,
         *     `ticket` and `randstr` go with the login / register call. At most 20 questions per address per minute.
         */
        get: operations["captcha_get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Captcha/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a local captcha question (one try per question). Passing gives `{ ret: 0, ticket, randstr }`, valid once for 2 minutes. */
        post: operations["captcha_check"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatarList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Stock avatars a user may pick. */
        get: operations["user_avatarList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/getKefuInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The customer-service contact (an IM identity users can chat with). */
        post: operations["user_getKefuInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Universal/imTouristAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guest IM identity: id 10000000 + six digits, and its signature. */
        get: operations["universal_imTouristAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user. */
        get: operations["member_info"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/getUserInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user; the client stores it and updates the chat profile from it. */
        get: operations["user_getUserInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/updateInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the own profile (nickname, avatar, signature, sex). */
        post: operations["member_updateInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/getQiniuToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An upload token for the cloud storage (or the local `/uploads` store).
         * @description Our own store: `POST <upload_url>` with the image as the raw body (`Content-Type: image/png` or
         *     `image/jpeg`, under 5 MB) and the token in the `token` header; the answer is the envelope with
         *     `data.key` and `data.url` (served at `<domain><key>`). The token is bound to the user and expires.
         */
        post: operations["member_getQiniuToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/verified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to be a streamer: real-name verification (spec §3, §5) with an SMS code (getCode type 4) to the own number; reviewed by an operator.
         * @description Issue 15: states pending (0) → approved (1) or rejected (2, with the reason). Applying again is allowed only after a rejection (code 1 while one is pending or after approval). The ID photos must be the caller's own uploads (png / jpg under 5 MB).
         */
        post: operations["member_verified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/getVerifiedInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The state of the real-name verification. */
        post: operations["member_getVerifiedInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/paymentPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the payment password: at least 6 digits, both entries equal (spec §5). Changing an existing one needs the old payment password or, to reset a forgotten one, an SMS code (getCode type 3).
         * @description Issue 14: wrong old payment passwords are throttled per account (locking from the 5th failure),
         *     like login passwords.
         */
        post: operations["member_paymentPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bank_card/bind": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind (or replace) the bank card withdrawals are paid to (issue 14; SPEC §2 "bank card and payment-account binding").
         * @description The holder's real name, the bank, the card number (12–24 digits) and optionally the branch. Replacing
         *     a bound card is allowed; a withdrawal already applied for keeps the account it was applied to.
         *     WIRE.md lists this call as GET; this server takes POST with a JSON body (issue 12: writes are never GET).
         */
        post: operations["bankCard_bind"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bank_card/getInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bound bank card, masked; `null` when none is bound. */
        get: operations["bankCard_getInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bank_card/bindAliPay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Bind (or replace) the Alipay account withdrawals can be paid to.
         * @description `account` is the Alipay login: a mobile number or an e-mail address. WIRE.md lists this call as GET; this server takes POST with a JSON body (issue 12).
         */
        post: operations["bankCard_bindAliPay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Bank_card/getAliPayInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bound Alipay account, masked; `null` when none is bound. */
        get: operations["bankCard_getAliPayInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Balance/withdrawalRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the wallet shows before a withdrawal (issue 14): the minimum, the fee, and the user's wallets.
         * @description The fee is `fee_percent` of the amount, at least `fee_minimum`, taken from the amount applied for (the payout is amount − fee). Amounts in gold coins with one decimal (unit 0.1).
         */
        get: operations["balance_withdrawalRules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Balance/applyForWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw from the income wallet to the bound bank card or Alipay account; needs the payment password.
         * @description One transaction: the income wallet goes down by `amount` (ledger kind withdrawal) and a withdrawal
         *     waiting for review (status 0) is recorded with the account it goes to. An operator then approves
         *     (status 1, paid out) or rejects it (status 2, the amount comes back: ledger kind withdrawalRefund).
         *     Below the minimum, more than the income wallet, no account bound for `method`, no payment password
         *     set, or a wrong one (throttled per account like login) → code 1 with a message saying which.
         *     WIRE.md lists this call as GET; this server takes POST with a JSON body (issue 12).
         */
        post: operations["balance_applyForWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Balance/withdrawalList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's withdrawals, newest first. */
        get: operations["balance_withdrawalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Balance/conversionBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Convert income into the consumption wallet (SPEC §8: after conversion no cash withdrawal, only consumption); needs the payment password.
         * @description One transaction, two ledger rows (conversionOut on the income wallet, conversionIn on the consumption
         *     wallet), 1 : 1. More than the income wallet, no payment password set, or a wrong one → code 1.
         *     WIRE.md lists this call as GET; this server takes POST with a JSON body (issue 12).
         */
        post: operations["balance_conversionBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chargerules/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recharge packages (gold coins for money, with a bonus `give`), cheapest first. */
        post: operations["chargerules_getList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chargerules/provider": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether recharge can be paid here (issue 14): the payment provider configured, and the pay types it takes. Without a provider `available` is false and the wallet says so. */
        get: operations["chargerules_provider"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chargerules/payUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a recharge order for a package and answer the address to pay it at.
         * @description The order waits (status 0) until the provider's signed notification says it is paid; then, once, the
         *     package's coins plus its bonus go to the consumption wallet (ledger kind recharge) and the order is
         *     paid (status 1). No provider configured → code 1 saying recharge is not available.
         *     WIRE.md lists this call as GET; this server takes POST with a JSON body (issue 12).
         */
        post: operations["chargerules_payUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/chargerules/orderList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's recharge orders, newest first (the wallet's order list). */
        get: operations["chargerules_orderList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/withdrawalList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Withdrawals for review (the operator console's call, issue 14): oldest waiting first. Operators only (code 1 for anyone else). */
        get: operations["operator_withdrawalList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/reviewWithdrawal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve (pay out) or reject (refund to the income wallet, in the ledger) a waiting withdrawal. Operators only; a withdrawal already reviewed → code 1. The user gets a notice.
         * @description The user's notice of the review (Push/getList, issue 16) is written in the review's transaction and pushed to the user's IM connections after it commits.
         */
        post: operations["operator_reviewWithdrawal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/anchorApplications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streamer applications for review (issue 15, the operator console's call): by state, oldest first. Operators only (code 1 for anyone else). */
        get: operations["operator_anchorApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/reviewAnchorApplication": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject a pending streamer application (issue 15). Operators only; an application not pending (already reviewed, or none) → code 1.
         * @description Approving makes the user a streamer with a room of their own (not live until they start it); rejecting needs a reason, which the applicant sees. Either way the applicant gets a system notice (Push/getList, issue 16) written in the review's transaction and pushed to their IM connections after it commits.
         */
        post: operations["operator_reviewAnchorApplication"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/kefuConversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Customer service (issue 16): the users who wrote to the service account (user/getKefuInfo), latest message first, with what the service has not read yet. Operators only. */
        get: operations["operator_kefuConversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/kefuMessages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user's conversation with the service account (issue 16), 15 messages a page, oldest first, `flow` as the service sees it. A read: Operator/kefuRead marks it read. Operators only. */
        get: operations["operator_kefuMessages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/kefuRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark a user's messages to the service account read (issue 16): the user gets a read receipt. Operators only. */
        post: operations["operator_kefuRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Operator/kefuReply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a user as the service account (issue 16): a text message from the service to the user, stored and delivered live to the user's IM connections. Operators only. */
        post: operations["operator_kefuReply"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Order/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Orders and balance records. */
        get: operations["order_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/order/getTypeList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Kinds of balance records. */
        get: operations["order_getTypeList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/getLiveUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The streamer's push address and key.
         * @description `push_url` is the RTMP server to push to (`rtmp://<public host>:<RTMP_PORT>/live`; OBS: Server), `stream_key` the streamer’s secret (OBS: Stream Key); the full publish address is `push_url + '/' + stream_key`. A push with the key takes the room live (its `pull` plays the pushed picture in the same four renditions); a wrong key is refused. `push_url` is empty when this server runs without ingest (`RTMP_PORT=0`).
         */
        get: operations["live_getLiveUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/resetStreamKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new stream key for the streamer; the old one stops working at once.
         * @description The old key is refused from now on and a push that is using it is dropped (the room ends live after the grace period unless a push with the new key resumes). Answers the same fields as `getLiveUrl`.
         */
        post: operations["live_resetStreamKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/startRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start broadcasting: the room shows as live in the lists.
         * @description WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["live_startRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/endRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop broadcasting.
         * @description WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["live_endRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/getRoomList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The streamer's broadcast records. */
        get: operations["live_getRoomList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/getLiveSettings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The streamer's own broadcast settings (issue 15): title, cover, category, bound match, announcement. Streamers only. */
        get: operations["live_getLiveSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/anchorIncome": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The streamer's gift income by day or by week (issue 15), newest first, Asia/Shanghai days; weeks start on Monday. Streamers only. */
        get: operations["live_anchorIncome"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/anchorContribution": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Who gave the streamer most in one day or one week (issue 15): the contribution list, highest first (at most 100). Streamers only. */
        get: operations["live_anchorContribution"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/getPlacard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The room's announcement. */
        get: operations["live_getPlacard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/setPlacard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set the announcement: no more than 50 characters (spec §5). */
        post: operations["live_setPlacard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/mobileStartRoom": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start broadcasting from the phone app. */
        post: operations["live_mobileStartRoom"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getRoomInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A room: play address (`pull`, the master playlist), streamer, reservation. */
        get: operations["liveStreaming_getRoomInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getLiveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Live rooms by type: −1 all, 0 football, 1 basketball, 2 other.
         * @description Only rooms on air, hottest first. SPEC §2 `/anchor?type=` uses 0 all, 1 football, 2 basketball, 3 esports/other: pass `type = anchorType − 1` (0→−1, 1→0, 2→1, 3→2).
         */
        get: operations["liveStreaming_getLiveList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/roomRanking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contribution ranking of a room: type 0 daily, 1 weekly. */
        get: operations["liveStreaming_roomRanking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getUserReserveLiveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's reserved matches. */
        get: operations["liveStreaming_getUserReserveLiveList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getReserveLiveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Matches a streamer will broadcast (reservable). */
        get: operations["liveStreaming_getReserveLiveList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getLivePlaybackList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A streamer's playbacks.
         * @description Broadcasts that ended (endRoom), newest first; `href` is an HLS VOD master playlist over the channel’s media (at most 3 hours), `duration` in seconds.
         */
        post: operations["liveStreaming_getLivePlaybackList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/reserveMatch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve (or unreserve) a match of a room.
         * @description Toggles the user’s reservation of a match (`is_reserve` 1 reserved, 0 removed). `type` is the sport (0 football, 1 basketball); a finished match cannot be reserved.
         */
        post: operations["liveStreaming_reserveMatch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/reserveMatch2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reserve a match from the schedule (no room yet).
         * @description Toggles a reservation like reserveMatch, from the schedule.
         */
        post: operations["liveStreaming_reserveMatch2"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/setReserveLiveNew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A streamer announces a match they will broadcast. */
        post: operations["liveStreaming_setReserveLiveNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/deleteReserveLive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove a reservation.
         * @description Deletes one of the caller’s own reservations or announcements by id. WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["liveStreaming_deleteReserveLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/setTitle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the room title.
         * @description WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["liveStreaming_setTitle"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/updateLive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Update room settings (title, cover, type, match).
         * @description WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["liveStreaming_updateLive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getBucketRoomList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recommended rooms for the home page. */
        get: operations["liveStreaming_getBucketRoomList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/setLiveList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reorder the streamer's featured list. */
        post: operations["liveStreaming_setLiveList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/setLiveInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Broadcast settings (issue 15): any of title, cover, category, bound match, announcement; absent fields keep their value. Streamers only.
         * @description `thumb` is an image the streamer uploaded (POST /uploads: png / jpg under 5 MB), as its `url` or `/uploads/<key>`. `match_id` 0 unbinds the match; a match must be of the category (football 0, basketball 1). The room's viewers see a new title / cover / announcement at once.
         */
        post: operations["liveStreaming_setLiveInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record a share of a room and get its share address. */
        post: operations["liveStreaming_share"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/assistantList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A room's assistants. */
        post: operations["liveStreaming_assistantList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/groupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The streamer's fan groups (issue 15): their public chat groups (Group/addgroup, type Public), `shown` when the room shows it. */
        post: operations["liveStreaming_groupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/getLiveGroupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fan groups shown in a room (issue 15); a viewer joins one with Group/joinGroup, and `is_member` says whether the caller is in it. */
        post: operations["liveStreaming_getLiveGroupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/addshowGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Show (or, with show 0, stop showing) one of the streamer's public groups in their room as a fan group (issue 15). At most 5 shown. */
        post: operations["liveStreaming_addshowGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/liveKickout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Kick a user out of the room (they are sent to /anchor?type=0).
         * @description The room’s streamer or an administrator removes a user for 24 hours: the user’s IM connections get `{ op: "kicked", data: { type: "roomKickout", groupID } }` and cannot rejoin or send barrage meanwhile.
         */
        post: operations["liveStreaming_liveKickout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live_streaming/liveKickoutList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Users kicked out of the room. */
        post: operations["liveStreaming_liveKickoutList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/setTaboo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mute a user in the room. */
        post: operations["live_setTaboo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Live/getUserStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A user's status in a room (muted, admin, guard). */
        post: operations["live_getUserStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/RoomManage/getLiveRoomManageList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Room administrators (up to 200). */
        post: operations["roomManage_getLiveRoomManageList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/RoomManage/delLiveRoomManage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove an administrator. */
        post: operations["roomManage_delLiveRoomManage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/RoomManage/relieveTaboo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a mute. */
        post: operations["roomManage_relieveTaboo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/RoomManage/setAdministrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Make a user an administrator (at most 200). */
        post: operations["roomManage_setAdministrations"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/attention": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Follow or unfollow (toggles) a user. */
        post: operations["member_attention"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/User/attentionList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streamers the user follows. */
        get: operations["user_attentionList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Barrage/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Recent barrage of a room. */
        get: operations["barrage_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Barrage/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a barrage message (optional paid style gift_id).
         * @description At most 50 characters; one line per 2 s and 10 per minute for each user; refused while muted or kicked out. With `gift_id` the line is paid (the gift’s price, credited to the streamer) and drawn in that gift’s style. Stored, then sent to the room’s IM group as custom message 105. WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["barrage_send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/sneHorn": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a horn message; it is reviewed before it goes out.
         * @description Status 0 (waiting for review) at first; the automatic reviewer decides within seconds: 1 (sent to everyone in the IM group `arena_horn` as custom message 121) or 2 (refused, refunded). Nobles have 30 free horns a month (spec §6 / §9), others pay 100 gold coins.
         */
        post: operations["member_sneHorn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Member/hornList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's horn messages. */
        get: operations["member_hornList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Gift/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gifts. */
        get: operations["gift_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/handselGift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Give a gift: debits the sender, credits the streamer. The streamer may not give gifts to themselves.
         * @description One transaction: the sender’s gold coins (type 0) or backpack (type 1) go down, the streamer’s income (`withdrawal_balance`) goes up by the gift’s value × num, the gift counts in the room’s ranks and raises its heat. Then the room’s IM group gets custom message 100. Not enough coins → code 1 with the price and the balance; the streamer giving to themself → code 1 “The anchor is not allowed to give himself gifts”; a user kicked out of the room → code 1 (issue 12). WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["member_handselGift"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Gift/getUserGiftList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The backpack. */
        get: operations["gift_getUserGiftList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/member/webgetAnchorgiftlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gifts a streamer received. */
        get: operations["member_webgetAnchorgiftlist"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Guard/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Guard tiers. */
        get: operations["guard_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/guard_user/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy or renew guard status in a streamer's room.
         * @description Refused (code 1) to the streamer themself and to a user kicked out of the room (issue 12).
         */
        post: operations["guardUser_buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Noble/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Nobility tiers.
         * @description Not among the calls the backend family's clients show (spec §1 names buying nobility, §6 the noble user); designed after Guard getList. Nobility is site-wide: special effects, speech privilege (coloured text), 30 free horns a month, VIP seat.
         */
        get: operations["noble_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/noble_user/buy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Buy or renew nobility.
         * @description Designed after guard_user/buy. One transaction: the balance never goes negative (code 1 with the price and the balance instead); renewing the active tier costs renew_coin and extends it, another tier costs coin and starts from the time left; with `request_id` a retry or a double click buys once.
         */
        post: operations["nobleUser_buy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Redenvelope/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a red envelope into a room.
         * @description Debits `amount` (0.1 steps, at least 0.1 per share) and creates the envelope in one transaction; the room’s IM group gets custom message 120 with its id. What is not taken within 24 hours returns to the sender. Refused (code 1) to a user kicked out of the room (issue 12).
         */
        post: operations["redenvelope_insert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Redenvelope/getRedInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A red envelope and who received what. */
        post: operations["redenvelope_getRedInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Redenvelope/receiveRed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Take a share of a red envelope (once per user).
         * @description Once per user; shares are random, the last takes the rest, so they add up exactly to the amount; concurrent receivers are serialised by the envelope’s row lock. Refused (code 1) to a user kicked out of the envelope's room (issue 12).
         */
        post: operations["redenvelope_receiveRed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/getRecommendUserList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** People to chat with (issue 16): streamers and active users the caller neither follows, blocked nor is; most followed first. */
        post: operations["group_getRecommendUserList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/getRecommendGroupList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Groups to join (issue 16): Public groups the caller is not in, most members first. Join one with Group/joinGroup. */
        post: operations["group_getRecommendGroupList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/addressBook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Contacts (issue 16): people the user follows, who follow the user, or with whom the user has chatted, blocked users left out; sorted by nick. The client groups them alphabetically by `profile.nick` (SPEC: the default nickname is 用户昵称). */
        post: operations["group_addressBook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/addgroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a chat group (issue 16) owned by the caller, with the members in `uids` (up to 200 members in all). `Work` (default) is joined by invitation only; `Public` also by anyone through Group/joinGroup. Its conversation is `GROUP<group_id>` on the IM service. */
        post: operations["group_addgroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/addGroupUser": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add users to a group (issue 16): any member may invite; users already in it are skipped; blocked relations refused; 200 members at most. The added users' IM connections get a `group` event. */
        post: operations["group_addGroupUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/joinGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Join a Public group (issue 16); a Work group is joined only by invitation (code 1). */
        post: operations["group_joinGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/quitGroup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Leave a group (issue 16). The owner cannot leave (code 1: destroy it with Group/destroyGroupNew). The conversation stays in the leaver's list as history. */
        post: operations["group_quitGroup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/groupInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A group and its members (issue 16): for its members, and for anyone when it is Public. */
        get: operations["group_groupInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/myGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The groups the user is a member of (issue 16), most recently active first. */
        get: operations["group_myGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/crossCorrelation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Relation between the user and another (issue 16): friend (each follows the other), follow, fan, blocked either way, and the groups both are in. */
        post: operations["group_crossCorrelation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/destroyGroupNew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dissolve a group the user owns (issue 16; anyone else: code 1). Members' IM connections get a `group` event `destroyed`; the history stays readable. */
        post: operations["group_destroyGroupNew"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Group/saveMsg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Store a chat message server-side (history, moderation): under the tim driver the client sends through Tencent Cloud Chat and keeps a record here. `to` is a group id the user is a member of (`g<n>`) or a user id; `content` is the text, or the JSON of an image (`{url,width,height}`) or custom payload. Same rules as the IM service: length limits, blocks, send limits. Stored only, not delivered. */
        post: operations["group_saveMsg"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Im/block": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Block a user (issue 16): their private messages to the user are refused (they are told so), and neither can add the other to a group. */
        post: operations["im_block"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Im/unblock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a block (issue 16); not blocked → nothing changes. */
        post: operations["im_unblock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Im/blockList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The users the user blocked (issue 16), latest first. */
        get: operations["im_blockList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A streamer posts a dynamic (up to 4 photos or a video). */
        post: operations["anchorDynamics_insert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a dynamic. */
        post: operations["anchorDynamics_likes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/comment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a dynamic. */
        post: operations["anchorDynamics_comment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/commentLikes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a comment. */
        post: operations["anchorDynamics_commentLikes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** One dynamic. */
        post: operations["anchorDynamics_info"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/deletePost": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an own dynamic. */
        post: operations["anchorDynamics_deletePost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics/commentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comments of a dynamic. */
        post: operations["anchorDynamics_commentList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/anchor_dynamics_user/userPostList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A streamer's dynamics. */
        post: operations["anchorDynamicsUser_userPostList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Portal_post/getList2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Community circle posts. */
        get: operations["portalPost_getList2"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Headlines/classifyList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Headline categories, or the headlines of one. */
        get: operations["headlines_classifyList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Headlines/insert": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Publish a headline. */
        post: operations["headlines_insert"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Videos (popular, by category). */
        get: operations["video_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/anchorWorks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A streamer's videos. */
        get: operations["video_anchorWorks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/getVideoInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video. */
        get: operations["video_getVideoInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/addView": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a view.
         * @description WIRE.md lists this call as GET (the original clients send it so); this server takes POST with a JSON body only (issue 12): a write answered on GET could be set off by an <img> or a link on another site.
         */
        post: operations["video_addView"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/commentList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Comments of a video. */
        get: operations["video_commentList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comment on a video. */
        post: operations["video_comments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/likes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Like or unlike a video. */
        post: operations["video_likes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/favorites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect or uncollect a video. */
        post: operations["video_favorites"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/rank": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Video ranking. */
        get: operations["video_rank"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/classification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All video categories (id, name, list of sub-categories). */
        get: operations["video_classification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Video/userClassification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's own category list. */
        get: operations["video_userClassification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Banner/getBannerList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners of a page. */
        get: operations["banner_getBannerList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Banner/getAdvertisement": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Advertisement of a slot. */
        get: operations["banner_getAdvertisement"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Search/index": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The search overlay: hot searches (the first 10 are shown) and hot matches. */
        get: operations["search_index"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Search/anchor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Streamers matching a name (max 10 characters). */
        get: operations["search_anchor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Search/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Live rooms matching a name (max 10 characters). */
        get: operations["search_live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_match/all_match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Today's hot matches. */
        get: operations["hotMatch_allMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_match/initial_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Matches of a day for the score page (football and basketball). */
        get: operations["hotMatch_initialList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_match/recommend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Event recommendation: type 0 all, 1 football, 2 basketball, 3 other.
         * @description `type1` matches in progress, `type2` the next kick-offs (24 hours), `type3` the latest results
         *     (24 hours), hot ones first, at most 20 each; `count` is the number of matches in progress.
         */
        get: operations["hotMatch_recommend"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/hot_match/msgGetSimple": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A compact match summary for a room header: `id` the match, `type` 0 football, 1 basketball. */
        get: operations["hotMatch_msgGetSimple"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Football/season_table": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Standings computed from results: group 0 → list is rows; otherwise keyed by group letter.
         * @description From the finished matches in the database: 3 points a win, 1 a draw; ordered by points, goal
         *     difference, goals scored, then name. Cups (`group` = the number of groups) are keyed by group
         *     letter. Basketball competitions are answered too: 2 points a win, points scored as goals.
         */
        get: operations["football_seasonTable"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/universal/getHot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System settings: socket address, country codes, footer fields, mobile site. */
        get: operations["universal_getHot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Push/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** System notices (issue 16's message centre), latest first: horn reviews, withdrawal reviews, streamer application reviews, level-ups. `title` and `content` in the request's language. New ones also arrive live on the IM connection as a `notice` event. Anonymous callers get an empty list. */
        get: operations["push_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Push/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark one notice (`id`) or all of them (no `id`) read (issue 16); answers the unread count left. Another user's notice id → code 1. */
        post: operations["push_read"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Match/battle": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Match-battle (head-to-head) data by type and sourceid. */
        get: operations["match_battle"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Football/football_match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Football matches: status 0 all, 1 live, 2 not started, 3 finished; by date, competition, country or ids.
         * @description Without `date` or `ids`: today (in `tz`) for status 0, 2 and 3, and every match in progress
         *     for status 1. Ordered in progress, not started, finished (latest first); `is_collect` is set
         *     for the logged-in user.
         */
        get: operations["football_footballMatch"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basketball/getList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Basketball matches, same filters and order as football. */
        get: operations["basketball_getList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basketballuser/collect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Collect or uncollect matches: id comma list, type 1 basketball, 2 football. */
        post: operations["basketballuser_collect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Basketballuser/collectList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's collected matches (the score page's collected view): type 1 basketball, 2 football. */
        get: operations["basketballuser_collectList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Match/filters": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The competitions and countries with matches on a day, with match counts (the score page's event and country filters). */
        get: operations["match_filters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Match/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One match in full: the row, timeline, statistics, lineups and odds history; type 0 football, 1 basketball. */
        get: operations["match_detail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity/signTaskList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign-in strip and today's tasks (SPEC §7 "Sign-task list": GET, no payload). */
        get: operations["activity_signTaskList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity/sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in for today; the gold reward is credited once. Payload id is the user id (SPEC §7). */
        post: operations["activity_sign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity/pcSignTaskList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The task centre: sign-in and every task. */
        get: operations["activity_pcSignTaskList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity/task_handle_sign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Claim the reward of a completed task. */
        post: operations["activity_taskHandleSign"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity_Config/user_task_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's daily tasks with progress. */
        get: operations["activityConfig_userTaskList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Activity_Config/getActivityUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The official activity page address. */
        get: operations["activityConfig_getActivityUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/goodsList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exchange mall goods (priced in gold coins). */
        get: operations["goods_goodsList"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/exchangeRecords": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The user's exchanges. */
        get: operations["goods_exchangeRecords"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/goods/exchange": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Exchange gold coins for goods. */
        post: operations["goods_exchange"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/competitions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every competition of the database (/trophy/home) by sport and country, the user’s favourites first; searchable.
         * @description From the leagues table with their countries and current seasons. Order: the signed-in user’s favourites (Database/favourite), then sport (football first), country, competition id. `keyword` matches any of the four names, short names or the country’s names, case-insensitively.
         */
        get: operations["database_competitions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/favourite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add or remove a favourite competition of the signed-in user.
         * @description Stored per user (competition_favourites); Database/competitions lists favourites first.
         */
        post: operations["database_favourite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/competition": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A competition’s overview (/base-football?id=, /base-basketball?id=): season, teams, rounds played, leader and top scorer.
         * @description Counted from the matches of the season in the database: a round is played when every match of its day has finished; `scored` is the goals (points) of the finished matches; the leader is the first row of Database/standings (scope all; for a cup, the best group winner); the top scorer is the first row of Database/leaders (football goals, basketball points per game).
         */
        get: operations["database_competition"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/standings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A competition’s standings with form, all / home / away; a cup’s keyed by group letter.
         * @description Computed from the season’s finished matches as Football/season_table (3 points a win and 1 a draw, basketball 2 a win and 1 a loss; then goal difference, goals, name). `scope` home counts only each team’s home matches, away only its away matches. `form` is the last five results of the same scope.
         */
        get: operations["database_standings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A competition’s schedule round by round (football) or game day by game day (basketball), with results.
         * @description The season’s matches in the database, one round (matchday) a day: each round with its day and how many of its matches have finished, and the matches of one round as the score lists’ rows (live state and results included).
         */
        get: operations["database_schedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/leaders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A competition’s player leaders: football goals or assists; basketball points, rebounds or assists per game.
         * @description Summed over the season from the players’ match lines, which are written from each match’s script in the same transaction as its final whistle: football goals and assists are the timeline’s (a disallowed goal counts for no one); basketball lines split each team’s points, rebounds and assists among its players so they add up to the match statistics.
         */
        get: operations["database_leaders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/team_stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every team’s statistics in a competition’s season.
         * @description From the season’s finished matches of the competition: results and goals (points) from the match rows, football cards from the timelines, basketball rebounds and assists from the match statistics. Ordered by goals (points) scored per game.
         */
        get: operations["database_teamStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/team": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team’s page: profile, competition, standing, form, season statistics and squad.
         * @description The team’s current season in its league (cup matches count in the statistics of the cup, not here): its Database/standings row (scope all), its last five results, its numbers as Database/team_stats and its squad (players table, ordered starters first by position).
         */
        get: operations["database_team"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/team_matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A team’s fixtures and results in every competition, paged.
         * @description The team’s matches in the database as the score lists’ rows. status 1 results (finished, latest first), 2 fixtures (not started or in progress, soonest first), 0 all (in progress, then not started, then finished).
         */
        get: operations["database_teamMatches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/player": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A player’s page: profile, team, season statistics and recent matches.
         * @description From the players table and the player’s match lines (written from each match’s script when it finishes): the season’s totals in the team’s league and the last ten finished matches in any competition, latest first.
         */
        get: operations["database_player"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Esports/leagues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Esports leagues (/gamingLeague), by game.
         * @description Ordered by game (lol, dota2, cs2), then league id. `live` counts each league's series in progress now.
         */
        get: operations["esports_leagues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Esports/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Esports series (/gamingList): status 0 all, 1 live, 2 not started, 3 finished; by game, league, date or ids.
         * @description As Football/football_match: without `date` or `ids`, status 1 is every series in progress, status 2
         *     the next series to start (soonest first), status 3 the latest finished (latest first), status 0 today
         *     (in `tz`). With `date`, that day's series (in `tz`) by start. Status 0 orders in progress, not started,
         *     finished. `counts` are the series in progress, not started and finished under the same game, league
         *     and date filters (for the tabs).
         */
        get: operations["esports_matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Esports/match": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A series (/gamingDetail?id=): its games (maps) with live state and the players' lines, both rosters, the league and the two teams' meetings.
         * @description `games` lists the games played or in progress, in order (a game not begun is not listed). `rosters`
         *     are the two teams' five players by role. `meetings` are the two teams' last five finished series
         *     (any league), latest first.
         */
        get: operations["esports_match"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Esports/league": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A league (/gamingLeague?id=): its teams, standings, schedule (in progress and next) and results.
         * @description `standings` are computed from the league's finished series (EsportsStandingRow). `schedule` is the
         *     series in progress then the next to start (soonest first, at most 20); `results` the latest finished
         *     (latest first, at most 20).
         */
        get: operations["esports_league"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/previews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previews of the next football matches (/foresight) with the model's and the odds' probabilities.
         * @description The football matches not started yet, soonest first. Each: both teams' form, place in the table, suspensions and head to head, and the match's prediction. Suspension rule: a player sent off (red card) in his team's previous match, in any competition, misses this one; when that match has not finished yet nothing is known. The model is a Poisson goals model (team attack and defence strengths, home advantage) fitted on the finished football results of the days before the match's; its prediction is stored the first time it is made (by the simulator once a day for the scheduled matches not started, or by this call) and never changed.
         */
        get: operations["database_previews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The preview of one football match, before or after it is played.
         * @description As one item of Database/previews; for a match already played the prediction is the one stored before it (or reconstructed from the results before its day), never one fitted on its own result.
         */
        get: operations["database_preview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/Database/model_report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How the model did against the odds over the last finished football matches (3-outcome Brier scores).
         * @description The last `limit` finished football matches of the competitions' schedules, latest first, with their stored predictions. Brier score of a match: the sum over home / draw / away of (probability − 1 if it happened else 0)², from 0 (certain and right) to 2; the report's are the means over the matches that have odds (both forecasters scored on the same matches). Lower is better.
         */
        get: operations["database_modelReport"];
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
        /** @description Who asked for a QR login code, for the phone to check before confirming (issue 12). Worked out offline: no place more precise than the masked address is known. */
        QrRequester: {
            /** @enum {string} */
            device: "desktop" | "mobile" | "tablet" | "tv" | "unknown";
            /** @description Operating system and version from the User-Agent, e.g. "Windows 10"; empty when unknown. */
            os: string;
            /** @description Browser and major version from the User-Agent, e.g. "Chrome 120"; empty when unknown. */
            browser: string;
            /**
             * @description `local`: a loopback, private or link-local address (the same network); `public`: see `ip`.
             * @enum {string}
             */
            place: "local" | "public";
            /** @description The address with the host part hidden, e.g. "203.0.113.*". */
            ip: string;
            /** @description When the code was asked for (Unix seconds). */
            requested_at: number;
        };
        Envelope: {
            /** @description 0 success, 1 error shown to the user, 700 not logged in, 50008/50012/50014 session ended */
            code: number;
            msg: string;
            data?: unknown;
        };
        /** @description Country code, hyphen, number (WIRE.md), e.g. `86-13800138000`. Spec §5 — number at most 11 digits. */
        Mobile: string;
        /** @description The 6-digit SMS code (spec §5, max 6). */
        SmsCode: string;
        Password: string;
        /**
         * @default pc
         * @enum {string}
         */
        DeviceType: "pc" | "h5" | "android" | "ios";
        Paged: {
            data: unknown[];
            total: number;
            per_page?: number;
            current_page?: number;
            last_page: number;
        };
        /** @description Success without a payload. */
        Ok: null | Record<string, never> | unknown[] | string;
        /** @description A chat group (issue 16): `Work` (by invitation) or `Public` (anyone may join). Not a live room's group. */
        ChatGroup: {
            id: number;
            /** @description `g<id>`; the IM conversation is `GROUP<group_id>`. */
            group_id: string;
            name: string;
            avatar: string;
            /** @enum {string} */
            type: "Work" | "Public";
            members: number;
        };
        /** @description A system notice of the message centre (issue 16). */
        Notice: {
            id: number;
            /**
             * @description What it is about.
             * @enum {string}
             */
            type: "horn" | "withdrawal" | "application" | "level";
            title: string;
            content: string;
            /** @description Unix seconds. */
            addtime: number;
            /** @enum {integer} */
            is_read: 0 | 1;
        };
        /** @description A message as the IM facade gives it (packages/realtime ImMessage). */
        ImMessage: {
            ID: string;
            conversationID: string;
            /** @enum {string} */
            conversationType: "C2C" | "GROUP";
            from: string;
            to: string;
            time: number;
            /** @enum {string} */
            type: "text" | "image" | "custom";
            /** @description text: `{ text }`; image: `{ url, width, height }`; custom: `{ data, description, extension }`. */
            payload: {
                text: string;
            } | {
                url: string;
                width: number;
                height: number;
            } | {
                data: string;
                description: string;
                extension: string;
            };
            nick: string;
            avatar: string;
            /** @enum {string} */
            flow: "in" | "out";
            isRead: boolean;
            /** @enum {string} */
            delivery?: "sent" | "delivered" | "read";
        };
        /** @description One emoji of the set (issue 16; SPEC: emojiName in square brackets plus a url): texts replace `emojiName` (e.g. `[微笑]`) by the 20×20 image at `url`. */
        Emoji: {
            emojiName: string;
            url: string;
        };
        User: {
            id: number;
            user_nickname: string;
            avatar: string;
            signature?: string;
            mobile?: string;
            /** @description 0 unknown, 1 male, 2 female */
            sex?: number;
            /** @description Gold coins. */
            balance: number;
            /** @description Yellow diamonds. */
            balances?: number;
            /** @description Income wallet. */
            withdrawal_balance?: number;
            exp?: number;
            level?: number;
            /** @description The experience the next level starts at (issue 14); null at the top level. */
            next_level_exp?: number | null;
            /** @description Level icon URL. */
            exp_icon?: string;
            /** @enum {integer} */
            is_anchor: 0 | 1;
            is_guard?: number;
            is_noble?: number;
            /** @description Following count. */
            attention?: number;
            fans?: number;
            /** @description IM signature. */
            userSig?: string;
        };
        MemberSession: {
            id: number;
            /** @enum {string} */
            device: "desktop" | "mobile" | "tablet" | "tv" | "unknown";
            /** @description e.g. "Windows 10"; empty when unknown. */
            os: string;
            /** @description e.g. "Chrome 120"; empty when unknown. */
            browser: string;
            /** @description Login time, unix seconds. */
            created_at: number;
            /** @description Last use (to the minute), unix seconds. */
            last_seen_at: number;
            /** @description The session of this request. */
            current: boolean;
        };
        LoginResult: components["schemas"]["User"] & {
            /** @description Session token */
            token: string;
            userSig: string;
        };
        CountryCode: {
            id: number;
            /** @description Dialling code without +, e.g. "86". */
            code: string;
            name: string;
            name_en?: string;
            name_vi?: string;
        };
        SystemSettings: {
            /** @description Score socket address. */
            websocket: string;
            CountryCode: components["schemas"]["CountryCode"][];
            weibo_qr_code?: string;
            follow_us?: string;
            apply_for_anchor?: string;
            feedback_qq?: string;
            customer_service_email?: string;
            site_icp?: string;
            site_gwa?: string;
            Value_added_business_license?: string;
            /** @description Mobile site address for screens 500 px wide or less. */
            h5_url?: string;
            announcement?: string;
            /** @enum {string} */
            im_driver?: "local" | "tim";
            im_sdk_app_id?: number | null;
            hot_search?: string[];
            /** @description The one emoji set (issue 16) of room chat and private chat: names and 20×20 images. */
            emoji?: components["schemas"]["Emoji"][];
        };
        /**
         * @description One cell of an odds market. eu: `win` / `draw` / `fail` are the home win, draw and away win
         *     prices. asia: `win` and `fail` the home and away prices, `draw` the handicap in goals the home
         *     side gives on the rest of the match (negative: it receives). bs: `win` the over price, `draw`
         *     the total-goals line, `fail` the under price.
         */
        OddsCell: {
            win: number | string | null;
            draw: number | string | null;
            fail: number | string | null;
            /**
             * @description 1 shows as suspended (封).
             * @enum {integer}
             */
            sealing_disk: 0 | 1;
        };
        /** @description `initial` the opening odds, `immediate` the latest before kick-off, `scram` in play (moved by the simulator). */
        OddsMarket: {
            initial?: components["schemas"]["OddsCell"];
            immediate?: components["schemas"]["OddsCell"];
            scram?: components["schemas"]["OddsCell"];
        };
        Exponent: {
            asia?: components["schemas"]["OddsMarket"];
            eu?: components["schemas"]["OddsMarket"];
            bs?: components["schemas"]["OddsMarket"];
        };
        FootballMatch: {
            id: number;
            /** @description 1 not started; 2 first half; 3 half-time; 4 second half; 5 extra time; 6 in play; 7 penalties; 8 finished; 9–13 abnormal */
            status: number;
            competition_id: number;
            competition_name_zh?: string;
            competition_name_zht?: string;
            competition_name_en?: string;
            competition_name_vi?: string;
            competition_logo?: string;
            primary_color?: string;
            home_team_id?: number;
            away_team_id?: number;
            home_team_name_zh?: string;
            home_team_name_zht?: string;
            home_team_name_en?: string;
            home_team_name_vi?: string;
            home_team_logo?: string;
            away_team_name_zh?: string;
            away_team_name_zht?: string;
            away_team_name_en?: string;
            away_team_name_vi?: string;
            away_team_logo?: string;
            competition_short_name_zh?: string;
            competition_short_name_zht?: string;
            competition_short_name_en?: string;
            competition_short_name_vi?: string;
            /** @description The competition's country or region (api/Match/filters). */
            country_id?: number | null;
            /** @description Kick-off, unix seconds. */
            time: number;
            /** @description The minute shown. */
            match_str?: string;
            home_score: number;
            away_score: number;
            /** @description "1-0" */
            half_score?: string;
            /** @description "3-2" */
            corner_kick?: string;
            home_yellow_card?: number;
            home_red_card?: number;
            away_yellow_card?: number;
            away_red_card?: number;
            /** @enum {integer} */
            is_collect?: 0 | 1;
            /**
             * @description Has a stream.
             * @enum {integer}
             */
            mlive?: 0 | 1;
            exponent?: components["schemas"]["Exponent"];
            /** @enum {integer} */
            is_hot?: 0 | 1;
        };
        BasketballTeam: {
            id: number;
            logo: string;
            short_name_zh: string;
            short_name_zht: string;
            short_name_en: string;
            short_name_vi: string;
        };
        /**
         * @description `host` / `guest` the current prices of the home and away side (eu: to win; asia: against the
         *     handicap; bs: over / under), `early` the opening price of `host`, `line` the handicap in points
         *     the home side gives (asia) or the total-points line (bs), `sealing_disk 1` suspended (封).
         */
        BasketballOdds: {
            host?: number | string | null;
            guest?: number | string | null;
            early?: number | string | null;
            line?: number | null;
            /** @enum {integer} */
            sealing_disk?: 0 | 1;
        };
        BasketballMatch: {
            id: number;
            competition_id: number;
            short_name_zh?: string;
            short_name_zht?: string;
            short_name_en?: string;
            short_name_vi?: string;
            competition_name_zh?: string;
            competition_name_zht?: string;
            competition_name_en?: string;
            competition_name_vi?: string;
            competition_logo?: string;
            primary_color?: string;
            country_id?: number | null;
            /** @description 1 not started; 2/4/6/8 quarters; 3/5/7 breaks; 9 overtime; 10 finished; 0, 11–15 abnormal */
            status_id: number;
            /** @description Seconds left in the period. */
            time_left?: number | string | null;
            /** @description Tip-off, unix seconds. */
            match_time: number;
            home_team_data?: components["schemas"]["BasketballTeam"];
            away_team_data?: components["schemas"]["BasketballTeam"];
            /** @description Per quarter. */
            home_scores?: number[];
            away_scores?: number[];
            home_scores_total?: number;
            away_scores_total?: number;
            /** @enum {integer} */
            is_collect?: 0 | 1;
            eu?: components["schemas"]["BasketballOdds"];
            asia?: components["schemas"]["BasketballOdds"];
            bs?: components["schemas"]["BasketballOdds"];
            /**
             * @description Has a stream.
             * @enum {integer}
             */
            mlive?: 0 | 1;
        };
        HotMatch: {
            /** @description Match id. */
            sourceid: number;
            /** @description 1 basketball, else football */
            type: number;
            competition?: string;
            short_name_zh?: string;
            short_name_en?: string;
            short_name_vi?: string;
            short_name_zht?: string;
            competition_id?: number;
            match_time: number;
            /** @description The raw status (football `status`, basketball `status_id`). */
            status?: number;
            /** @description Football minute shown ("HT", "FT"); empty for basketball. */
            match_str?: string;
            home_team_name_zh?: string;
            home_team_name_zht?: string;
            home_team_name_en?: string;
            home_team_name_vi?: string;
            away_team_name_zh?: string;
            away_team_name_zht?: string;
            away_team_name_en?: string;
            away_team_name_vi?: string;
            /** @description 0 not started, 1 live, 2 ended */
            status_type: number;
            home_team_name: string;
            home_team_logo?: string;
            home_scores?: number;
            away_team_name: string;
            away_team_logo?: string;
            away_scores?: number;
            anchor?: {
                id?: number;
                avatar?: string;
            }[];
        };
        /** @description A streamer application as the operator reviews it (issue 15); the ID number in full (operators only). */
        AnchorApplication: {
            user_id: number;
            user_nickname?: string;
            avatar?: string;
            real_name?: string;
            id_number?: string;
            contact?: string;
            /** @description Absolute URL of the uploaded photo. */
            id_photo_front?: string;
            id_photo_back?: string;
            experience?: string;
            invite?: string;
            /** @description 0 pending, 1 approved, 2 rejected. */
            status: number;
            reason?: string;
            addtime?: number;
            /** @description 0 while pending. */
            reviewtime?: number;
        };
        /** @description The streamer's broadcast settings (issue 15, the anchor centre). */
        LiveSettings: {
            title?: string;
            /** @description The cover (absolute URL). */
            thumb?: string;
            /** @description Category: 0 football, 1 basketball, 2 other / esports. */
            type?: number;
            /** @description The bound match; 0 when none. */
            match_id?: number;
            /** @description The bound match's summary, null when none. */
            match?: {
                match_id?: number;
                name?: string;
                home_name?: string;
                away_name?: string;
                match_time?: number;
            } | null;
            announcement?: string;
            islive?: number;
        };
        LiveSnapshot: {
            /** @description `/hls/<uid>/snapshot.webp?v=<at>`: the newest frame (image/webp); the query changes with every new frame. */
            url: string;
            width: number;
            height: number;
            /** @description Unix seconds the frame was taken. */
            at: number;
        };
        LiveRoom: {
            /** @description The room id: the streamer’s uid. */
            id: number;
            /** @description The streamer, which is also the room id and its IM group id. */
            uid: number;
            /** @description Chat room id. */
            vid?: string;
            /** @enum {integer} */
            islive: 0 | 1;
            /** @description 0 football, 1 basketball, 2 other (esports) */
            type?: number;
            /** @description The match shown: a football or basketball match id, or for type 2 an esports series id (or null). */
            match_id?: number | null;
            title: string;
            /** @description The room’s cover (set by the streamer). */
            thumb?: string;
            /** @description A recent frame of the live stream (generated or pushed), refreshed about every minute while the room is on air: a WebP image at a stable URL with its size. null when the room is off air or has no frame yet: show `thumb`. */
            snapshot?: components["schemas"]["LiveSnapshot"] | null;
            avatar?: string;
            user_nickname?: string;
            heat?: number;
            /** @description Audience figure: the room’s base count plus users connected to its IM group now. */
            viewers?: number;
            /** @description Unix seconds the broadcast started. */
            starttime?: number | null;
            /** @description Kick-off of the match shown, unix seconds. */
            match_time?: number | null;
            /** @description Football `status` or basketball `status_id` (WIRE.md). */
            match_status?: number | null;
            /** @description In the request’s language (`lang` header), like the team names. */
            league_name?: string | null;
            home_name?: string | null;
            home_logo?: string | null;
            home_score?: number | null;
            away_name?: string | null;
            away_logo?: string | null;
            away_score?: number | null;
            /** @description Type 2 (esports) rooms: the series shown, with its live state (the home/away fields above repeat its teams and maps won); null for other rooms. */
            esports?: components["schemas"]["EsportsMatch"] | null;
        };
        RoomInfo: {
            vid?: string;
            info: {
                islive?: number;
                /** @description Master playlist URL (HLS, four renditions named original, hd, sd, smooth). Answers 503 with Retry-After while the room’s media is first generated. */
                pull?: string;
                title?: string;
                thumb?: string;
                type?: number;
                match_id?: number | null;
                match_time?: number | null;
                home_name?: string | null;
                home_logo?: string | null;
                away_name?: string | null;
                away_logo?: string | null;
                starttime?: number | null;
                /** @description The server’s clock, unix seconds (to correct a client clock when measuring latency). */
                servertime?: number;
                /** @description Rendition names, best first; each is the NAME of a variant in the master playlist. */
                clarity?: ("original" | "hd" | "sd" | "smooth")[];
                /**
                 * @description `preparing` while the channel’s media is generated (first start only): the playlists answer 503, retry after 2 s.
                 * @enum {string}
                 */
                stream_status?: "ready" | "preparing";
                match_status?: number | null;
                league_name?: string | null;
                home_score?: number | null;
                away_score?: number | null;
                viewers?: number;
                /** @description Users in the room’s IM group now. */
                online?: number;
                /** @description Type 2 (esports) rooms: the series shown, with its live state; null for other rooms. */
                esports?: components["schemas"]["EsportsMatch"] | null;
            };
            userData?: {
                uid?: number;
                user_nickname?: string;
                avatar?: string;
                heat?: number;
                attention?: number;
                is_attention?: number;
                signature?: string;
                announcement?: string;
            };
            /** @description The streamer’s next announced match (setReserveLiveNew), or null. */
            reserve?: {
                match_time?: number;
                name?: string;
                home_name?: string;
                away_name?: string;
                match_id?: number;
            } | null;
        };
        RankEntry: {
            uid: number;
            user_nickname: string;
            avatar: string;
            amount: number;
            is_guard: number;
            order?: number;
        };
        Gift: {
            id: number;
            giftname: string;
            giftname_en?: string;
            giftname_vi?: string;
            gifticon: string;
            needcoin: number;
            /** @description Effect animation URL. */
            swf?: string;
            /** @description Effect duration in seconds. */
            swftime?: number;
            /** @description 1 full-screen effect */
            type?: number;
        };
        BackpackGift: {
            gift_id: number;
            giftname: string;
            giftname_en?: string;
            giftname_vi?: string;
            gifticon: string;
            needcoin: number;
            num: number;
        };
        GuardTier: {
            id: number;
            name: string;
            name_en?: string;
            name_vi?: string;
            icon: string;
            coin: number;
            renew_coin: number;
            color?: string;
            days: number;
        };
        NobleTier: {
            id: number;
            name: string;
            name_en?: string;
            name_vi?: string;
            icon: string;
            /** @description Gold coins for `days` days. */
            coin: number;
            /** @description Gold coins to renew the active tier. */
            renew_coin: number;
            color?: string;
            days: number;
            /** @description Free horn messages a month that come with nobility (spec §6 / §9, 30). */
            free_horns: number;
        };
        Horn: {
            id: number;
            content: string;
            addtime: number;
            /** @description 0 waiting for review, 1 succeeded, 2 failed */
            status: number;
        };
        SignTaskList: {
            /**
             * @description Signed in today.
             * @enum {integer}
             */
            is_sign: 0 | 1;
            /** @description The week's sign-in strip. */
            list: {
                /** @description 1 Monday … 7 Sunday of the current week (Asia/Shanghai days). */
                day?: number;
                /** @description YYYY-MM-DD */
                date?: string;
                /** @enum {integer} */
                is_today?: 0 | 1;
                /** @enum {integer} */
                is_sign?: 0 | 1;
                /** @description Gold reward. */
                lz_num?: number;
            }[];
            /** @description Today's tasks, shown as x/1. */
            today: {
                id?: number;
                /** @description watch_live, send_barrage, send_gift, follow_anchor, share_live */
                key?: string;
                task?: string;
                img?: string;
                lz_num?: number;
                /** @enum {integer} */
                is_complete?: 0 | 1;
                /**
                 * @description The reward was claimed (task_handle_sign).
                 * @enum {integer}
                 */
                is_receive?: 0 | 1;
                progress?: number;
                target?: number;
            }[];
        };
        Comment: {
            id?: number;
            uid?: number;
            user_nickname?: string;
            avatar?: string;
            content?: string;
            likes?: number;
            is_like?: number;
            addtime?: number;
        };
        Video: {
            id?: number;
            uid?: number;
            title?: string;
            thumb?: string;
            href?: string;
            duration?: number;
            views?: number;
            likes?: number;
            comments?: number;
            classify_id?: number;
            user_nickname?: string;
            avatar?: string;
            addtime?: number;
        };
        Post: {
            id?: number;
            uid?: number;
            user_nickname?: string;
            avatar?: string;
            content?: string;
            images?: string[];
            video?: string | null;
            likes?: number;
            comments?: number;
            is_like?: number;
            addtime?: number;
        };
        Headline: {
            id?: number;
            title?: string;
            thumb?: string;
            classify_id?: number;
            content?: string;
            addtime?: number;
            views?: number;
        };
        Player: {
            /** @description The player's id for Database/player (lineups and timelines of seeded teams always carry it). */
            id?: number;
            number: number;
            /** @description Football: G, D, M, F. Basketball: PG, SG, SF, PF, C. */
            position: string;
            name_zh: string;
            name_zht?: string;
            name_en: string;
            name_vi?: string;
        };
        Lineup: {
            team_id: number;
            /** @description Football formation, e.g. "4-3-3" (empty for basketball). */
            formation?: string;
            starters: components["schemas"]["Player"][];
            substitutes: components["schemas"]["Player"][];
        };
        TimelineEvent: {
            /** @description Order of the event in the match. */
            seq: number;
            minute: number;
            /** @enum {string} */
            side: "home" | "away";
            /**
             * @description `goal_disallowed` cancels that side's latest goal (VAR): the score goes down.
             * @enum {string}
             */
            kind: "goal" | "goal_disallowed" | "yellow" | "red" | "corner" | "substitution";
            /** @description Scorer, booked player, or the substitute who came on. */
            player?: components["schemas"]["Player"] | null;
            assist?: components["schemas"]["Player"] | null;
            /** @description Substitutions: the player who left. */
            player_out?: components["schemas"]["Player"] | null;
        };
        StatLine: {
            /**
             * @description Football: possession (%), shots, shots_on_target, corners, fouls, offsides, saves,
             *     yellow_cards, red_cards. Basketball: points, field_goals, field_goals_attempted,
             *     three_pointers, three_pointers_attempted, free_throws, free_throws_attempted, rebounds,
             *     assists, steals, blocks, turnovers, fouls.
             */
            key: string;
            home: number;
            away: number;
        };
        OddsMovement: {
            seq: number;
            /** @description When: football match minute (0 kick-off, 91 after full time); basketball game seconds (99999 after the end). */
            clock: number;
            /** @description "1-0" at that moment. */
            score: string;
            /** @description The markets whose in-play cell moved. */
            markets: ("asia" | "eu" | "bs")[];
            /** @description The whole odds after the movement: football `Exponent`, basketball `{ eu, asia, bs }` of `BasketballOdds`. */
            exponent: {
                [key: string]: unknown;
            };
        };
        BattleRow: {
            id: number;
            /** @description Kick-off, unix seconds. */
            time: number;
            competition_id?: number;
            competition_short_name_zh?: string;
            competition_short_name_zht?: string;
            competition_short_name_en?: string;
            competition_short_name_vi?: string;
            home_team_id: number;
            away_team_id: number;
            /** @description Home team name (zh), as WIRE.md's neighbours. */
            home_name?: string;
            home_name_zht?: string;
            home_name_en?: string;
            home_name_vi?: string;
            away_name?: string;
            away_name_zht?: string;
            away_name_en?: string;
            away_name_vi?: string;
            home_score: number;
            away_score: number;
            half_score?: string;
            /** @description Competition short name (zh). */
            competition?: string;
            /**
             * @description In `home_recent` / `away_recent`: the result for that team.
             * @enum {string}
             */
            result?: "W" | "D" | "L";
        };
        /** @description The meetings counted from the side of this match's home team. */
        BattleSummary: {
            played: number;
            home_won: number;
            drawn: number;
            away_won: number;
            home_goals: number;
            away_goals: number;
        };
        StandingRow: {
            rank: number;
            team_id: number;
            team_name_zh: string;
            team_name_zht: string;
            team_name_en: string;
            team_name_vi: string;
            team_logo: string;
            played: number;
            won: number;
            drawn: number;
            lost: number;
            goals_for: number;
            goals_against: number;
            goal_diff: number;
            points: number;
        };
        BankCard: {
            /** @description The holder's name, all but its first character masked. */
            real_name: string;
            bank_name: string;
            /** @description All but the last four digits masked, e.g. "**** **** **** 1234". */
            card_number: string;
            branch?: string;
        };
        AliPayAccount: {
            /** @description The holder's name, all but its first character masked. */
            real_name: string;
            /** @description Masked, e.g. "138****8000" or "a***@example.com". */
            account: string;
        };
        Withdrawal: {
            id: number;
            /** @description Taken from the income wallet. */
            amount: number;
            /** @description Kept by the platform; the payout is amount − fee. */
            fee: number;
            /** @enum {string} */
            method: "bank" | "alipay";
            /** @description Where it goes, masked as applied for (the bank and the card's last four, or the Alipay account). */
            account: string;
            /**
             * @description 0 waiting for review, 1 paid out, 2 rejected (refunded).
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            /** @description Why it was rejected. */
            reason?: string;
            /** @description Applied at (Unix seconds). */
            addtime: number;
            reviewed_at?: number | null;
        };
        ChargeRule: {
            id: number;
            name: string;
            /** @description Gold coins bought. */
            coin: number;
            /** @description The price in yuan. */
            money: number;
            /** @description Bonus gold coins on top. */
            give: number;
        };
        RechargeOrder: {
            order_id: string;
            name: string;
            coin: number;
            give: number;
            money: number;
            pay_type: string;
            /**
             * @description 0 waiting for payment, 1 paid (coins credited), 2 closed unpaid.
             * @enum {integer}
             */
            status: 0 | 1 | 2;
            addtime: number;
            paid_at?: number | null;
        };
        /** @description Optional idempotency key chosen by the client (e.g. a UUID): a retried request with the same id returns the first answer and moves no money again. */
        RequestId: string;
        Reservation: {
            /** @description Reservation id (deleteReserveLive). */
            id: number;
            match_id: number;
            /** @description 0 football, 1 basketball, 2 other */
            live_type: number;
            match_time: number;
            /** @description Competition, in the request’s language. */
            name?: string;
            home_name: string;
            home_logo?: string;
            away_name: string;
            away_logo?: string;
            /** @description Who reserved (getUserReserveLiveList) or the announcing streamer (getReserveLiveList). */
            uid: number;
            user_nickname: string;
            avatar?: string;
            /** @enum {integer} */
            is_reserve: 0 | 1;
        };
        /** @description A league season: one matchday (round) a day from `start_time`; a new season starts when one ends. */
        Season: {
            id: number;
            /** @description The competition's 1st, 2nd, … season (what the page names it by). */
            number: number;
            /** @description First matchday, 00:00 UTC (Unix seconds). */
            start_time: number;
            /** @description The end (exclusive, Unix seconds). */
            end_time: number;
            /** @description Matchdays in the season: a double round robin for a league, the group stage for a cup. */
            rounds: number;
            /** @enum {integer} */
            current: 0 | 1;
        };
        /** @description A competition in the database pages, named in the four languages like the match rows. */
        DbCompetition: {
            id: number;
            /**
             * @description 0 football, 1 basketball
             * @enum {integer}
             */
            sport: 0 | 1;
            name_zh: string;
            name_zht: string;
            name_en: string;
            name_vi: string;
            short_name_zh: string;
            short_name_zht: string;
            short_name_en: string;
            short_name_vi: string;
            logo: string;
            primary_color: string;
            country_id: number | null;
            country_name_zh?: string;
            country_name_zht?: string;
            country_name_en?: string;
            country_name_vi?: string;
            /**
             * @description 1 a cup played in groups (its standings are keyed by group letter).
             * @enum {integer}
             */
            is_cup: 0 | 1;
            /** @description Teams taking part. */
            teams: number;
            /** @description The current season. */
            season: components["schemas"]["Season"] | null;
            /**
             * @description The signed-in user's favourite (always 0 for a visitor).
             * @enum {integer}
             */
            is_favourite: 0 | 1;
        };
        DbTeamRef: {
            team_id: number;
            team_name_zh: string;
            team_name_zht: string;
            team_name_en: string;
            team_name_vi: string;
            team_logo: string;
        };
        /** @description A standings row with the team's form. */
        DbStandingRow: components["schemas"]["StandingRow"] & {
            /** @description The last five results in this table's scope, oldest first: W, D or L (basketball W or L). */
            form: ("W" | "D" | "L")[];
        };
        /** @description A squad player, named in the four languages like the lineups. */
        DbPlayer: {
            id: number;
            team_id: number;
            /** @enum {integer} */
            sport: 0 | 1;
            /** @description Shirt number. */
            number: number;
            /** @description Football: G, D, M, F. Basketball: PG, SG, SF, PF, C. */
            position: string;
            name_zh: string;
            name_zht: string;
            name_en: string;
            name_vi: string;
            /** @description YYYY-MM-DD */
            birth_date: string;
            /** @description Full years on the server's today. */
            age: number;
            /** @description Centimetres. */
            height?: number;
            /** @description A country id (the countries of Match/filters and more). */
            nationality_id: number;
            nationality_zh: string;
            nationality_zht: string;
            nationality_en: string;
            nationality_vi: string;
            /**
             * @description 1 in the team's usual starting line-up (the lineups of Match/detail).
             * @enum {integer}
             */
            starter: 0 | 1;
        };
        /** @description One player in a leaders table: the team, the value and what it is made of. */
        DbLeaderRow: components["schemas"]["DbTeamRef"] & {
            /** @description Equal values share a rank. */
            rank: number;
            player_id: number;
            name_zh: string;
            name_zht: string;
            name_en: string;
            name_vi: string;
            number: number;
            position: string;
            /** @description Matches the player played in the season. */
            games: number;
            /** @description The season total (goals, assists, points, rebounds, assists). */
            total: number;
            /** @description What the table is ranked by: the total for football, per game (one decimal) for basketball. */
            value: number;
        };
        /** @description A team's numbers in a season, from its finished matches (football cards from the timelines; basketball rebounds and assists from the match statistics). */
        DbTeamStats: components["schemas"]["DbTeamRef"] & {
            played: number;
            won: number;
            drawn: number;
            lost: number;
            /** @description Goals (football) or points (basketball). */
            scored: number;
            conceded: number;
            /** @description One decimal. */
            scored_per_game: number;
            conceded_per_game: number;
            /** @description Football only. */
            clean_sheets?: number;
            /** @description Football only. */
            yellow_cards?: number;
            /** @description Football only. */
            red_cards?: number;
            /** @description Basketball only. */
            rebounds_per_game?: number;
            /** @description Basketball only. */
            assists_per_game?: number;
        };
        /** @description A player's season, summed from the player's match lines (written when each match finishes, from its script). */
        DbPlayerStats: {
            /** @description Appearances (football) or games played (basketball). */
            games: number;
            starts: number;
            minutes: number;
            /** @description Football only. */
            goals?: number;
            /** @description Football and basketball (season total). */
            assists?: number;
            /** @description Football only. */
            yellow_cards?: number;
            /** @description Football only. */
            red_cards?: number;
            /** @description Basketball only (season total). */
            points?: number;
            /** @description Basketball only (season total). */
            rebounds?: number;
            /** @description Basketball only, one decimal. */
            points_per_game?: number;
            rebounds_per_game?: number;
            assists_per_game?: number;
        };
        /** @description One finished match of a player, with the player's line. */
        DbPlayerMatch: {
            match_id: number;
            /** @description Kick-off (Unix seconds). */
            time: number;
            competition_id: number;
            competition_short_name_zh: string;
            competition_short_name_zht: string;
            competition_short_name_en: string;
            competition_short_name_vi: string;
            /**
             * @description Where the player's team played.
             * @enum {string}
             */
            side: "home" | "away";
            opponent_id: number;
            opponent_name_zh: string;
            opponent_name_zht: string;
            opponent_name_en: string;
            opponent_name_vi: string;
            opponent_logo: string;
            home_score: number;
            away_score: number;
            /**
             * @description From the player's team's side.
             * @enum {string}
             */
            result: "W" | "D" | "L";
            /** @enum {integer} */
            started: 0 | 1;
            minutes: number;
            goals?: number;
            assists?: number;
            yellow_cards?: number;
            red_cards?: number;
            points?: number;
            rebounds?: number;
        };
        /**
         * @description lol League of Legends, dota2 Dota 2, cs2 Counter-Strike 2 (the web catalogs name them).
         * @enum {string}
         */
        EsportsGameCode: "lol" | "dota2" | "cs2";
        /** @description An esports league (tournament circuit) of one game, named in the four languages like the competitions. */
        EsportsLeague: {
            id: number;
            game: components["schemas"]["EsportsGameCode"];
            name_zh: string;
            name_zht: string;
            name_en: string;
            name_vi: string;
            /** @description The league's own abbreviation (LPL, LCK, DPC EEU…), the same in every language. */
            short_name: string;
            /**
             * @description Where it is played; the web catalogs name the regions.
             * @enum {string}
             */
            region: "cn" | "kr" | "eu" | "na" | "sea" | "cis" | "br" | "world";
            logo: string;
            /** @description Teams taking part. */
            teams: number;
            /** @description Its series in progress now. */
            live: number;
        };
        /** @description An esports team. Team names are brands, the same in every language. */
        EsportsTeam: {
            id: number;
            name: string;
            /** @description The tag shown on score lines (T1, BLG, NAVI). */
            short_name: string;
            logo: string;
            /** @description As the league's `region`. */
            region?: string;
        };
        EsportsPlayer: {
            id: number;
            team_id: number;
            /** @description The in-game name everyone knows the player by. */
            nickname: string;
            /** @description The player's real name (Latin letters). */
            name: string;
            /**
             * @description lol: top, jungle, mid, adc, support; dota2: carry, mid, offlane, soft_support, hard_support; cs2: igl, awper, entry, rifler, lurker. The web catalogs name them.
             * @enum {string}
             */
            role: "top" | "jungle" | "mid" | "adc" | "support" | "carry" | "offlane" | "soft_support" | "hard_support" | "igl" | "awper" | "entry" | "rifler" | "lurker";
            /** @description ISO 3166-1 alpha-2 code, lower case. */
            country: string;
        };
        /**
         * @description One team's state in one game (map). Fields that do not apply to the game are null:
         *     lol kills, towers, gold, dragons, barons; dota2 kills, towers, gold (net worth), roshans;
         *     cs2 rounds, half_rounds, money. Kills, towers, dragons, barons, roshans and rounds only grow
         *     during a game; gold grows too; money (a CS2 team's cash) goes up and down with the economy.
         */
        EsportsSide: {
            /**
             * @description lol blue/red, dota2 radiant/dire, cs2 the side it plays now (ct/t; it swaps at half time and in overtime).
             * @enum {string}
             */
            side: "blue" | "red" | "radiant" | "dire" | "ct" | "t";
            kills: number | null;
            towers: number | null;
            gold: number | null;
            dragons: number | null;
            barons: number | null;
            roshans: number | null;
            /** @description cs2: rounds won on this map. */
            rounds: number | null;
            /** @description cs2: rounds won in the first half, the second half, then each overtime (3 + 3 rounds a side, MR3) played. */
            half_rounds: number[] | null;
            /** @description cs2: the team's money at the start of the current round (dollars, all five players). */
            money: number | null;
        };
        /**
         * @description One game (LoL, Dota 2) or map (CS2) of a series, without the players' lines: what the score socket
         *     pushes and what the lists show as `live`. A CS2 map is won at 13 rounds (best of 24, MR12); at 12–12
         *     overtime is played in sets of six rounds (MR3), won at 4 of them, repeated at 3–3.
         */
        EsportsGameState: {
            /** @description Which game of the series. */
            number: number;
            /**
             * @description 1 in progress, 2 not started, 3 finished.
             * @enum {integer}
             */
            status: 1 | 2 | 3;
            /** @description cs2: the map (de_mirage, de_inferno, de_nuke, de_ancient, de_anubis, de_dust2, de_train); null for lol and dota2. */
            map: string | null;
            /** @description When it started (Unix seconds); null before. */
            start_time?: number | null;
            /** @description Seconds of game time played (lol/dota2 game clock; cs2 time since the map began). */
            duration: number;
            /** @description cs2: the round being played (or the last one when finished); null otherwise. */
            round: number | null;
            /** @description The team that won it, null until it ends. */
            winner_id: number | null;
            home: components["schemas"]["EsportsSide"];
            away: components["schemas"]["EsportsSide"];
        };
        /** @description A player's line in one game (map). `cs` and `gold` are lol/dota2 only, `adr` cs2 only (else null). */
        EsportsPlayerLine: {
            player_id: number;
            team_id: number;
            nickname: string;
            role: string;
            /** @description The champion (lol) or hero (dota2) played, as the game names it in English; null for cs2. */
            hero: string | null;
            kills: number;
            deaths: number;
            assists: number;
            /** @description Creeps (last hits). */
            cs: number | null;
            gold: number | null;
            /** @description Average damage per round. */
            adr: number | null;
        };
        /** @description A game (map) of a series with both teams' players' lines. */
        EsportsGame: components["schemas"]["EsportsGameState"] & {
            /** @description The home team's five, then the away team's, by role. */
            players: components["schemas"]["EsportsPlayerLine"][];
        };
        /**
         * @description A series (best of 1, 3 or 5): it ends when a team has won more than half of its games. Score-socket
         *     pushes of type `esports` (see the `esports` tag) merge into the row with the same `id`.
         */
        EsportsMatch: {
            id: number;
            game: components["schemas"]["EsportsGameCode"];
            league_id: number;
            league_short_name: string;
            league_name_zh: string;
            league_name_zht: string;
            league_name_en: string;
            league_name_vi: string;
            league_logo: string;
            /** @enum {integer} */
            best_of: 1 | 3 | 5;
            /**
             * @description 1 in progress, 2 not started, 3 finished (as Esports/matches `status`).
             * @enum {integer}
             */
            status: 1 | 2 | 3;
            /** @description Scheduled start (Unix seconds). */
            start_time: number;
            /** @description When it finished; null before. */
            end_time: number | null;
            home: components["schemas"]["EsportsTeam"];
            away: components["schemas"]["EsportsTeam"];
            /** @description Games (maps) won. */
            home_score: number;
            away_score: number;
            winner_id: number | null;
            /** @description The number of the game in progress (or between games, the next one); null unless the series is in progress. */
            current_game: number | null;
            /** @description The state of the game in progress (or the one just finished while the next has not begun); null unless the series is in progress. */
            live: components["schemas"]["EsportsGameState"] | null;
            /** @description A live room on air showing this series (Live_streaming/getRoomInfo?uid=), or null. */
            room_uid: number | null;
        };
        /** @description A league's table: series won, then map difference, then maps won, then name. */
        EsportsStandingRow: {
            rank: number;
            team: components["schemas"]["EsportsTeam"];
            /** @description Finished series. */
            played: number;
            wins: number;
            losses: number;
            map_wins: number;
            map_losses: number;
            map_diff: number;
            /** @description The last five series, oldest first. */
            form: ("W" | "L")[];
        };
        /**
         * @description The `data` of the score socket's esports push, `{"code":100,"data":{"type":"esports",…}}`
         *     (SPEC §7 "Type esports"). Sent to registered clients that chose esports with
         *     `{"type":"classify","classify_type":2}` (and to those that never classified). Merge its fields
         *     into the EsportsMatch row with the same `id`: a change of score, status or game is pushed at once;
         *     live statistics of a game in progress at most once every 2 seconds per series.
         */
        EsportsFrame: {
            /** @constant */
            type: "esports";
            /** @description The series (EsportsMatch `id`). */
            id: number;
            game: components["schemas"]["EsportsGameCode"];
            /** @enum {integer} */
            status: 1 | 2 | 3;
            end_time?: number | null;
            home_score: number;
            away_score: number;
            winner_id: number | null;
            current_game: number | null;
            live: components["schemas"]["EsportsGameState"] | null;
        };
        /** @description Home win, draw and away win probabilities (0–1, summing to 1). */
        ForesightProbs: {
            home: number;
            draw: number;
            away: number;
        };
        /** @description A player who misses the match (rule in Database/previews). */
        ForesightSuspension: {
            player_id: number;
            number: number;
            name_zh: string;
            name_zht: string;
            name_en: string;
            name_vi: string;
            /** @description The match in which he was sent off. */
            match_id: number;
        };
        ForesightSide: {
            team: components["schemas"]["DbTeamRef"];
            /** @description Last five finished results in any competition, oldest first. */
            form: ("W" | "D" | "L")[];
            /** @description The team's place in the competition's table of the match's season (cups its group); null when it is in no table. */
            standing: {
                rank: number;
                /** @description Teams in the table (a cup's group). */
                teams: number;
                played: number;
                points: number;
            } | null;
            suspended: components["schemas"]["ForesightSuspension"][];
        };
        ForesightMeeting: {
            match_id: number;
            time: number;
            home_team_id: number;
            away_team_id: number;
            home_score: number;
            away_score: number;
        };
        /** @description The stored prediction of a match (match_predictions): made once, fitted only on results of matches that kicked off before the match's day (UTC), never changed. */
        ForesightPrediction: {
            model: components["schemas"]["ForesightProbs"];
            expected_goals: {
                home: number;
                away: number;
            };
            /** @description The pre-match 1X2 odds (company 1, latest before kick-off) as probabilities, normalised so the overround is removed; null when the match has no such odds. */
            odds: components["schemas"]["ForesightProbs"] | null;
            /** @description Sum of the inverse odds minus 1 (the bookmaker's margin). */
            overround: number | null;
            /** @description Finished results the model was fitted on. */
            results_used: number;
            /** @description Unix seconds when the prediction was stored. */
            made_at: number;
            /**
             * @description 1 when it was stored before kick-off; 0 when it was reconstructed afterwards by the same rule (a match played before the server first ran or never previewed).
             * @enum {integer}
             */
            before_kickoff: 0 | 1;
        };
        ForesightPreview: {
            match_id: number;
            /** @description Kick-off, Unix seconds. */
            time: number;
            /** @description WIRE.md football status (1 not started, 8 finished). */
            status: number;
            competition: {
                id: number;
                name_zh: string;
                name_zht: string;
                name_en: string;
                name_vi: string;
            };
            home: components["schemas"]["ForesightSide"];
            away: components["schemas"]["ForesightSide"];
            /** @description The last five finished meetings of the two teams, either venue, latest first. */
            h2h: components["schemas"]["ForesightMeeting"][];
            prediction: components["schemas"]["ForesightPrediction"];
        };
        ForesightReportRow: {
            match_id: number;
            time: number;
            home: components["schemas"]["DbTeamRef"];
            away: components["schemas"]["DbTeamRef"];
            home_score: number;
            away_score: number;
            /** @enum {string} */
            outcome: "home" | "draw" | "away";
            model: components["schemas"]["ForesightProbs"];
            odds: components["schemas"]["ForesightProbs"] | null;
            model_brier: number;
            odds_brier: number | null;
        };
    };
    responses: never;
    parameters: {
        page: number;
        limit: number;
        /** @description The streamer's user id, which is also the room id. */
        uid: number;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    user_login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    password: components["schemas"]["Password"];
                    device_type?: components["schemas"]["DeviceType"];
                    /** @description The passed captcha's ticket (Captcha/check, or Tencent's callback: ret 0). Spec §5: required before password login and register. */
                    ticket?: string;
                    /** @description The random string that came with the ticket. */
                    randstr?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LoginResult"];
                    };
                };
            };
        };
    };
    user_registered: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    code: components["schemas"]["SmsCode"];
                    password: components["schemas"]["Password"];
                    device_type?: components["schemas"]["DeviceType"];
                    /** @description Optional inviter code. */
                    invite?: string;
                    /** @description The passed captcha's ticket (Captcha/check, or Tencent's callback: ret 0). Spec §5: required before password login and register. */
                    ticket?: string;
                    /** @description The random string that came with the ticket. */
                    randstr?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    user_getCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    /** @enum {integer} */
                    type: 1 | 2 | 3 | 4;
                    /** @description The passed captcha's ticket (Captcha/check, or Tencent's callback: ret 0). Issue 12: required before an SMS code is sent. */
                    ticket?: string;
                    /** @description The random string that came with the ticket. */
                    randstr?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            expires_in?: number;
                            resend_in?: number;
                        };
                    };
                };
            };
        };
    };
    user_forgotPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mobile: components["schemas"]["Mobile"];
                    code: components["schemas"]["SmsCode"];
                    password: components["schemas"]["Password"];
                    device_type?: components["schemas"]["DeviceType"];
                    /** @description The passed captcha's ticket (Captcha/check, or Tencent's callback: ret 0). Issue 12: required before the password is reset, like login. */
                    ticket?: string;
                    /** @description The random string that came with the ticket. */
                    randstr?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_setPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: components["schemas"]["Password"];
                    old_password?: string;
                    code?: components["schemas"]["SmsCode"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_securityInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description The own number with all but its last four digits masked, e.g. "86-*******8000". */
                            mobile: string;
                            has_payment_password: boolean;
                        };
                    };
                };
            };
        };
    };
    member_signOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_signOutAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_sessionList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["MemberSession"][];
                    };
                };
            };
        };
    };
    member_signOutSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    user_getLoginQrcode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            code: string;
                            /** @description PNG data URL of the QR image. */
                            img: string;
                            expires_in?: number;
                        };
                    };
                };
            };
        };
    };
    user_qrcodeScan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code of the QR image (its `?code=`). */
                    code: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @enum {string} */
                            status: "scanned";
                            expires_in: number;
                            requester: components["schemas"]["QrRequester"];
                            /** @description Three two-digit numbers, one of them shown on the web after the scan; the phone asks the user to pick the one they see there (number matching). The same on every scan of the code. Always present: no caller can skip it. */
                            choices: number[];
                        };
                    };
                };
            };
        };
    };
    user_qrcodeConfirm: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code of the QR image (its `?code=`). */
                    code: string;
                    /** @description The number the user picked among the scan's `choices` (the one the web shows). */
                    number: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    user_qrcodeCancel: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code of the QR image (its `?code=`). */
                    code: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    captcha_get: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @enum {string} */
                            driver: "local" | "tencent";
                            id?: string;
                            /** @description e.g. "7 + 5 = ?" */
                            question?: string;
                            expires_in?: number;
                            app_id?: number;
                        };
                    };
                };
            };
        };
    };
    captcha_check: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    answer: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @enum {integer} */
                            ret: 0;
                            ticket: string;
                            randstr: string;
                        };
                    };
                };
            };
        };
    };
    user_avatarList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            url?: string;
                        }[];
                    };
                };
            };
        };
    };
    user_getKefuInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            user_nickname?: string;
                            avatar?: string;
                            qq?: string;
                            email?: string;
                        };
                    };
                };
            };
        };
    };
    universal_imTouristAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id: string;
                            sig: string;
                        };
                    };
                };
            };
        };
    };
    member_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["User"];
                    };
                };
            };
        };
    };
    user_getUserInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["User"];
                    };
                };
            };
        };
    };
    member_updateInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    user_nickname?: string;
                    avatar?: string;
                    signature?: string;
                    /** @enum {integer} */
                    sex?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["User"];
                    };
                };
            };
        };
    };
    member_getQiniuToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            token?: string;
                            upload_url?: string;
                            domain?: string;
                            expires_in?: number;
                        };
                    };
                };
            };
        };
    };
    member_verified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    real_name: string;
                    id_number: string;
                    contact: string;
                    /** @description The ID card's front: an image the caller uploaded (POST /uploads, Member/getQiniuToken), as its `url` or `/uploads/<key>`. */
                    id_photo_front: string;
                    /** @description The ID card's back, uploaded the same way. */
                    id_photo_back: string;
                    /** @description Answer to the experience question; spec §5: at least 15 characters. */
                    experience: string;
                    /** @description Optional inviter. */
                    invite?: string;
                    code: components["schemas"]["SmsCode"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_getVerifiedInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description -1 none, 0 reviewing, 1 passed, 2 refused */
                            status?: number;
                            real_name?: string;
                            id_number?: string;
                            contact?: string;
                            /** @description Why it was refused. */
                            reason?: string;
                            /** @description The uploaded ID photo (absolute URL), so a re-application can start from it. */
                            id_photo_front?: string;
                            id_photo_back?: string;
                            experience?: string;
                            invite?: string;
                            /** @description When it was (last) submitted, unix seconds; 0 when none. */
                            addtime?: number;
                            /** @description When it was reviewed, unix seconds; 0 while pending. */
                            reviewtime?: number;
                        };
                    };
                };
            };
        };
    };
    member_paymentPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    confirm_password: string;
                    old_password?: string;
                    code?: components["schemas"]["SmsCode"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    bankCard_bind: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    real_name: string;
                    bank_name: string;
                    card_number: string;
                    branch?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["BankCard"];
                    };
                };
            };
        };
    };
    bankCard_getInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["BankCard"] | null;
                    };
                };
            };
        };
    };
    bankCard_bindAliPay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    real_name: string;
                    account: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AliPayAccount"];
                    };
                };
            };
        };
    };
    bankCard_getAliPayInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AliPayAccount"] | null;
                    };
                };
            };
        };
    };
    balance_withdrawalRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            minimum: number;
                            fee_percent: number;
                            fee_minimum: number;
                            /** @description The consumption wallet (gold coins). */
                            balance: number;
                            /** @description Yellow diamonds. */
                            balances?: number;
                            /** @description The income wallet. */
                            withdrawal_balance: number;
                            has_payment_password: boolean;
                        };
                    };
                };
            };
        };
    };
    balance_applyForWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    /** @enum {string} */
                    method: "bank" | "alipay";
                    payment_password: string;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            withdrawal: components["schemas"]["Withdrawal"];
                            withdrawal_balance: number;
                        };
                    };
                };
            };
        };
    };
    balance_withdrawalList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Withdrawal"][];
                        };
                    };
                };
            };
        };
    };
    balance_conversionBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    amount: number;
                    payment_password: string;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            balance: number;
                            withdrawal_balance: number;
                        };
                    };
                };
            };
        };
    };
    chargerules_getList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChargeRule"][];
                    };
                };
            };
        };
    };
    chargerules_provider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            available: boolean;
                            /** @description `local` (development: completes through a page of ours) or `alipay`. */
                            driver?: string;
                            pay_types: ("alipay" | "wechat" | "bank")[];
                        };
                    };
                };
            };
        };
    };
    chargerules_payUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @enum {string} */
                    pay_type: "alipay" | "wechat" | "bank";
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            url: string;
                            order_id: string;
                        };
                    };
                };
            };
        };
    };
    chargerules_orderList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["RechargeOrder"][];
                        };
                    };
                };
            };
        };
    };
    operator_withdrawalList: {
        parameters: {
            query?: {
                status?: 0 | 1 | 2;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: (components["schemas"]["Withdrawal"] & {
                                user_id: number;
                                user_nickname?: string;
                                /** @description Where to pay it, in full as applied for (operators only; everyone else sees `account`, masked): the holder's name and the bank, card number and branch, or the Alipay account. */
                                payee?: {
                                    real_name: string;
                                    bank_name?: string;
                                    card_number?: string;
                                    branch?: string;
                                    account?: string;
                                };
                            })[];
                        };
                    };
                };
            };
        };
    };
    operator_reviewWithdrawal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    approve: boolean;
                    /** @description Why it was rejected (shown to the user). */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Withdrawal"];
                    };
                };
            };
        };
    };
    operator_anchorApplications: {
        parameters: {
            query?: {
                /** @description 0 pending (default), 1 approved, 2 rejected. */
                status?: 0 | 1 | 2;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["AnchorApplication"][];
                        };
                    };
                };
            };
        };
    };
    operator_reviewAnchorApplication: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    user_id: number;
                    approve: boolean;
                    /** @description Why it was rejected (required to reject; shown to the applicant). */
                    reason?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["AnchorApplication"];
                    };
                };
            };
        };
    };
    operator_kefuConversations: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                uid: number;
                                user_nickname: string;
                                avatar: string;
                                unread: number;
                                last_message: components["schemas"]["ImMessage"];
                            }[];
                        };
                    };
                };
            };
        };
    };
    operator_kefuMessages: {
        parameters: {
            query: {
                uid: number;
                /** @description The page before this message (the previous answer's `nextReqMessageID`); absent → the latest. */
                next_req_message_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            messageList: components["schemas"]["ImMessage"][];
                            nextReqMessageID: string;
                            isCompleted: boolean;
                        };
                    };
                };
            };
        };
    };
    operator_kefuRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    operator_kefuReply: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: number;
                    text: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ImMessage"];
                    };
                };
            };
        };
    };
    order_getList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id: number;
                                order_id: string;
                                type: number;
                                type_name: string;
                                amount: number;
                                addtime: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    order_getTypeList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id: number;
                            name: string;
                        }[];
                    };
                };
            };
        };
    };
    live_getLiveUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            push_url?: string;
                            stream_key?: string;
                            pull?: string;
                        };
                    };
                };
            };
        };
    };
    live_resetStreamKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            push_url: string;
                            stream_key: string;
                            pull: string;
                        };
                    };
                };
            };
        };
    };
    live_startRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {integer} */
                    type?: 0 | 1 | 2;
                    match_id?: number;
                    thumb?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveRoom"];
                    };
                };
            };
        };
    };
    live_endRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    live_getRoomList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                title?: string;
                                starttime?: number;
                                endtime?: number;
                                /** @description Seconds (to now while it is on air). */
                                duration?: number;
                                /** @description Peak viewers (same as peak_viewers; kept for older clients). */
                                viewers?: number;
                                /** @description The most viewers in the room at once during the broadcast. */
                                peak_viewers?: number;
                                /** @description Money given in the room during the broadcast (gifts, paid barrage, guard). */
                                gift_income?: number;
                                /** @description How many gifts were given during it. */
                                gifts?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    live_getLiveSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveSettings"];
                    };
                };
            };
        };
    };
    live_anchorIncome: {
        parameters: {
            query?: {
                period?: "day" | "week";
                /** @description How many days (or weeks) back from the current one. */
                count?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description The sum over the periods listed. */
                            total?: number;
                            items?: {
                                /** @description The period's first second (unix). */
                                start?: number;
                                /** @description The period's first day, YYYY-MM-DD. */
                                date?: string;
                                income?: number;
                                gifts?: number;
                                givers?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    live_anchorContribution: {
        parameters: {
            query?: {
                period?: "day" | "week";
                /** @description A day (YYYY-MM-DD, Asia/Shanghai) in the period wanted; today when absent. */
                date?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            start?: number;
                            date?: string;
                            total?: number;
                            items?: {
                                uid?: number;
                                user_nickname?: string;
                                avatar?: string;
                                amount?: number;
                                gifts?: number;
                                order?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    live_getPlacard: {
        parameters: {
            query: {
                uid: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            announcement?: string;
                        };
                    };
                };
            };
        };
    };
    live_setPlacard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    announcement: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            announcement?: string;
                        };
                    };
                };
            };
        };
    };
    live_mobileStartRoom: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    /** @enum {integer} */
                    type?: 0 | 1 | 2;
                    match_id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveRoom"];
                    };
                };
            };
        };
    };
    liveStreaming_getRoomInfo: {
        parameters: {
            query: {
                uid: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["RoomInfo"];
                    };
                };
            };
        };
    };
    liveStreaming_getLiveList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: -1 | 0 | 1 | 2;
                id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["LiveRoom"][];
                        };
                    };
                };
            };
        };
    };
    liveStreaming_roomRanking: {
        parameters: {
            query: {
                uid: number;
                type?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["RankEntry"][];
                    };
                };
            };
        };
    };
    liveStreaming_getUserReserveLiveList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Reservation"][];
                        };
                    };
                };
            };
        };
    };
    liveStreaming_getReserveLiveList: {
        parameters: {
            query?: {
                uid?: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Reservation"][];
                        };
                    };
                };
            };
        };
    };
    liveStreaming_getLivePlaybackList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                title?: string;
                                thumb?: string;
                                href?: string;
                                duration?: number;
                                addtime?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    liveStreaming_reserveMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                    match_id: number;
                    /** @enum {integer} */
                    type?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_reserve?: number;
                        };
                    };
                };
            };
        };
    };
    liveStreaming_reserveMatch2: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: number;
                    /** @enum {integer} */
                    live_type?: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_reserve?: number;
                        };
                    };
                };
            };
        };
    };
    liveStreaming_setReserveLiveNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    match_id: number;
                    /** @enum {integer} */
                    live_type: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_deleteReserveLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_setTitle: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_updateLive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    /** @description The cover: an image the streamer uploaded (png / jpg under 5 MB), its `url` or `/uploads/<key>`. */
                    thumb?: string;
                    /** @enum {integer} */
                    type?: 0 | 1 | 2;
                    /** @description 0 unbinds the match. */
                    match_id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveRoom"];
                    };
                };
            };
        };
    };
    liveStreaming_getBucketRoomList: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveRoom"][];
                    };
                };
            };
        };
    };
    liveStreaming_setLiveList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ids: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_setLiveInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    title?: string;
                    thumb?: string;
                    announcement?: string;
                    /** @enum {integer} */
                    type?: 0 | 1 | 2;
                    match_id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["LiveSettings"];
                    };
                };
            };
        };
    };
    liveStreaming_share: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            url?: string;
                            qrcode?: string;
                        };
                    };
                };
            };
        };
    };
    liveStreaming_assistantList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            uid?: number;
                            user_nickname?: string;
                            avatar?: string;
                        }[];
                    };
                };
            };
        };
    };
    liveStreaming_groupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            name?: string;
                            members?: number;
                            avatar?: string;
                            /** @description 1 when the room shows this group (addshowGroup). */
                            shown?: number;
                        }[];
                    };
                };
            };
        };
    };
    liveStreaming_getLiveGroupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            name?: string;
                            members?: number;
                            avatar?: string;
                            is_member?: number;
                            /** @description The badge text a member wears in the room (the group's name, at most 6 characters). */
                            badge?: string;
                        }[];
                    };
                };
            };
        };
    };
    liveStreaming_addshowGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: number;
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    show?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_liveKickout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    liveStreaming_liveKickoutList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            uid?: number;
                            user_nickname?: string;
                            avatar?: string;
                            addtime?: number;
                        }[];
                    };
                };
            };
        };
    };
    live_setTaboo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                    touid: number;
                    minutes?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description When the mute ends (Unix seconds). */
                            until: number;
                        };
                    };
                };
            };
        };
    };
    live_getUserStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                    touid?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_taboo?: number;
                            is_admin?: number;
                            is_guard?: number;
                            is_attention?: number;
                            /** @description 1 when the user is the room’s streamer. */
                            is_anchor?: number;
                            /** @description The room's fan group the user is in (issue 15), for the badge; null when none. */
                            fan_group?: {
                                id?: number;
                                name?: string;
                                badge?: string;
                            } | null;
                            /** @description Unix seconds the user is kicked out of the room until (issue 15); 0 when not. */
                            kicked_until?: number;
                        };
                    };
                };
            };
        };
    };
    roomManage_getLiveRoomManageList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            uid?: number;
                            user_nickname?: string;
                            avatar?: string;
                        }[];
                    };
                };
            };
        };
    };
    roomManage_delLiveRoomManage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    roomManage_relieveTaboo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid?: number;
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    roomManage_setAdministrations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    member_attention: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @enum {integer} */
                            is_attention: 0 | 1;
                        };
                    };
                };
            };
        };
    };
    user_attentionList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                uid?: number;
                                user_nickname?: string;
                                avatar?: string;
                                islive?: number;
                                fans?: number;
                                signature?: string;
                                /** @description Room title ("" without a room). */
                                title?: string;
                                thumb?: string;
                            }[];
                        };
                    };
                };
            };
        };
    };
    barrage_getList: {
        parameters: {
            query: {
                uid: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                uid?: number;
                                user_nickname?: string;
                                info?: string;
                                gift_id?: number;
                                addtime?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    barrage_send: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                    info: string;
                    gift_id?: number;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            info?: string;
                            balance?: number;
                            /** @description The spender’s wealth experience after this spend (issue 14; 1 coin = 1, unit 0.1). */
                            exp?: number;
                            /** @description The spender’s level after this spend; higher than before means a level-up. */
                            level?: number;
                        };
                    };
                };
            };
        };
    };
    member_sneHorn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            /** @description 0 waiting for review */
                            status?: number;
                            /** @description Free horns left this month (nobles). */
                            free_left?: number;
                            balance?: number;
                            /** @description The spender’s wealth experience after this spend (issue 14; 1 coin = 1, unit 0.1). */
                            exp?: number;
                            /** @description The spender’s level after this spend; higher than before means a level-up. */
                            level?: number;
                            cost?: number;
                        };
                    };
                };
            };
        };
    };
    member_hornList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Horn"][];
                            /** @description Gold coins the next horn costs when it is not free. */
                            price?: number;
                            /** @enum {integer} */
                            is_noble?: 0 | 1;
                            /** @description Free horns a noble has left this calendar month (UTC); 0 for others (spec §6 / §9, 30 a month). */
                            free_left?: number;
                        };
                    };
                };
            };
        };
    };
    gift_getList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Gift"][];
                    };
                };
            };
        };
    };
    member_handselGift: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    gift_id: number;
                    anchor_id: number;
                    /**
                     * @description 0 bought, 1 from the backpack
                     * @default 0
                     * @enum {integer}
                     */
                    type?: 0 | 1;
                    /** @default 1 */
                    num?: number;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description The sender’s gold coins after the gift. */
                            balance?: number;
                            /** @description The spender’s wealth experience after this spend (issue 14; 1 coin = 1, unit 0.1). */
                            exp?: number;
                            /** @description The spender’s level after this spend; higher than before means a level-up. */
                            level?: number;
                            gift?: components["schemas"]["Gift"];
                            num?: number;
                        };
                    };
                };
            };
        };
    };
    gift_getUserGiftList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["BackpackGift"][];
                    };
                };
            };
        };
    };
    member_webgetAnchorgiftlist: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                uid?: number;
                                user_nickname?: string;
                                giftname?: string;
                                gifticon?: string;
                                num?: number;
                                total?: number;
                                addtime?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    guard_getList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["GuardTier"][];
                    };
                };
            };
        };
    };
    guardUser_buy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    anchor_id: number;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            balance?: number;
                            /** @description The spender’s wealth experience after this spend (issue 14; 1 coin = 1, unit 0.1). */
                            exp?: number;
                            /** @description The spender’s level after this spend; higher than before means a level-up. */
                            level?: number;
                            /** @description Guard until, unix seconds. */
                            endtime?: number;
                            tier_id?: number;
                            /**
                             * @description 1 when the active same tier was renewed at renew_coin.
                             * @enum {integer}
                             */
                            renewed?: 0 | 1;
                            price?: number;
                        };
                    };
                };
            };
        };
    };
    noble_getList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["NobleTier"][];
                    };
                };
            };
        };
    };
    nobleUser_buy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            balance?: number;
                            /** @description The spender’s wealth experience after this spend (issue 14; 1 coin = 1, unit 0.1). */
                            exp?: number;
                            /** @description The spender’s level after this spend; higher than before means a level-up. */
                            level?: number;
                            /** @description Noble until, unix seconds. */
                            endtime?: number;
                            tier_id?: number;
                            /**
                             * @description 1 when the active same tier was renewed at renew_coin.
                             * @enum {integer}
                             */
                            renewed?: 0 | 1;
                            price?: number;
                        };
                    };
                };
            };
        };
    };
    redenvelope_insert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                    amount: number;
                    count: number;
                    title?: string;
                    request_id?: components["schemas"]["RequestId"];
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            balance?: number;
                        };
                    };
                };
            };
        };
    };
    redenvelope_getRedInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            /** @description Sender. */
                            uid?: number;
                            room_uid?: number;
                            user_nickname?: string;
                            avatar?: string;
                            title?: string;
                            amount?: number;
                            count?: number;
                            left_amount?: number;
                            left_count?: number;
                            addtime?: number;
                            expiretime?: number;
                            /** @enum {integer} */
                            expired?: 0 | 1;
                            /**
                             * @description The caller (when logged in) took a share.
                             * @enum {integer}
                             */
                            is_received?: 0 | 1;
                            received?: {
                                uid?: number;
                                user_nickname?: string;
                                avatar?: string;
                                amount?: number;
                                addtime?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    redenvelope_receiveRed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            amount?: number;
                            balance?: number;
                        };
                    };
                };
            };
        };
    };
    group_getRecommendUserList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                uid: number;
                                user_nickname: string;
                                avatar: string;
                                signature?: string;
                                /** @description How many follow them. */
                                fans?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    group_getRecommendGroupList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["ChatGroup"][];
                        };
                    };
                };
            };
        };
    };
    group_addressBook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            uid: number;
                            nick: string;
                            avatar: string;
                            /** @description The IM profile (tim-js-sdk's shape); `nick` is what the client groups by. */
                            profile: {
                                userID: string;
                                nick: string;
                                avatar: string;
                            };
                            /** @description 1 when the user follows them. */
                            is_attention: number;
                            /** @description 1 when they follow the user. */
                            is_fans: number;
                            /** @description 1 when the two have a private conversation. */
                            chatted: number;
                        }[];
                    };
                };
            };
        };
    };
    group_addgroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    avatar?: string;
                    /**
                     * @default Work
                     * @enum {string}
                     */
                    type?: "Work" | "Public";
                    /** @description Comma-separated user ids added as members beside the owner. */
                    uids?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChatGroup"] & {
                            owner_uid: number;
                        };
                    };
                };
            };
        };
    };
    group_addGroupUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: string;
                    uids: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description How many were added (others were members already). */
                            added: number;
                            members: number;
                        };
                    };
                };
            };
        };
    };
    group_joinGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChatGroup"];
                    };
                };
            };
        };
    };
    group_quitGroup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    group_groupInfo: {
        parameters: {
            query: {
                group_id: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ChatGroup"] & {
                            owner_uid: number;
                            is_member: number;
                            member_list: {
                                uid: number;
                                user_nickname: string;
                                avatar: string;
                                /** @enum {string} */
                                role: "Owner" | "Member";
                            }[];
                        };
                    };
                };
            };
        };
    };
    group_myGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: (components["schemas"]["ChatGroup"] & {
                            owner_uid: number;
                        })[];
                    };
                };
            };
        };
    };
    group_crossCorrelation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 1 when each follows the other. */
                            is_friend: number;
                            /** @description 1 when the user follows them. */
                            is_attention: number;
                            /** @description 1 when the user blocked them. */
                            is_black: number;
                            /** @description 1 when they follow the user. */
                            is_fans: number;
                            /** @description 1 when they blocked the user (messages to them are refused). */
                            is_blacked: number;
                            common_groups: components["schemas"]["ChatGroup"][];
                        };
                    };
                };
            };
        };
    };
    group_destroyGroupNew: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    group_id: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    group_saveMsg: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    to: string;
                    /** @enum {string} */
                    type: "text" | "image" | "custom";
                    content: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description The stored message's id. */
                            id: string;
                        };
                    };
                };
            };
        };
    };
    im_block: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    im_unblock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    touid: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    im_blockList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                uid: number;
                                user_nickname: string;
                                avatar: string;
                                /** @description When blocked (unix seconds). */
                                addtime: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    anchorDynamics_insert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    content: string;
                    images?: string[];
                    video?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Post"];
                    };
                };
            };
        };
    };
    anchorDynamics_likes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_like?: number;
                            likes?: number;
                        };
                    };
                };
            };
        };
    };
    anchorDynamics_comment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    content: string;
                    reply_id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Comment"];
                    };
                };
            };
        };
    };
    anchorDynamics_commentLikes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_like?: number;
                            likes?: number;
                        };
                    };
                };
            };
        };
    };
    anchorDynamics_info: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Post"];
                    };
                };
            };
        };
    };
    anchorDynamics_deletePost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Ok"];
                    };
                };
            };
        };
    };
    anchorDynamics_commentList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Comment"][];
                        };
                    };
                };
            };
        };
    };
    anchorDynamicsUser_userPostList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The streamer's user id, which is also the room id. */
                    uid: number;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Post"][];
                        };
                    };
                };
            };
        };
    };
    portalPost_getList2: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                circle_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Post"][];
                        };
                    };
                };
            };
        };
    };
    headlines_classifyList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                classify_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            classify?: {
                                id?: number;
                                name?: string;
                            }[];
                            list?: components["schemas"]["Paged"] & {
                                data?: components["schemas"]["Headline"][];
                            };
                        };
                    };
                };
            };
        };
    };
    headlines_insert: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    content: string;
                    thumb?: string;
                    classify_id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Headline"];
                    };
                };
            };
        };
    };
    video_getList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                classify_id?: number;
                order?: "hot" | "new";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Video"][];
                        };
                    };
                };
            };
        };
    };
    video_anchorWorks: {
        parameters: {
            query: {
                uid: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Video"][];
                        };
                    };
                };
            };
        };
    };
    video_getVideoInfo: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Video"];
                    };
                };
            };
        };
    };
    video_addView: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            views?: number;
                        };
                    };
                };
            };
        };
    };
    video_commentList: {
        parameters: {
            query: {
                id: number;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Comment"][];
                        };
                    };
                };
            };
        };
    };
    video_comments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    content: string;
                    reply_id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Comment"];
                    };
                };
            };
        };
    };
    video_likes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_like?: number;
                            likes?: number;
                        };
                    };
                };
            };
        };
    };
    video_favorites: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            is_favorite?: number;
                        };
                    };
                };
            };
        };
    };
    video_rank: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: 0 | 1 | 2;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["Video"][];
                        };
                    };
                };
            };
        };
    };
    video_classification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            name?: string;
                            list?: {
                                id?: number;
                                name?: string;
                            }[];
                        }[];
                    };
                };
            };
        };
    };
    video_userClassification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            name?: string;
                        }[];
                    };
                };
            };
        };
    };
    banner_getBannerList: {
        parameters: {
            query?: {
                position?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            image?: string;
                            url?: string;
                            title?: string;
                        }[];
                    };
                };
            };
        };
    };
    banner_getAdvertisement: {
        parameters: {
            query?: {
                position?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            image?: string;
                            url?: string;
                            title?: string;
                        }[];
                    };
                };
            };
        };
    };
    search_index: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            hot_search?: string[];
                            hot_match?: components["schemas"]["HotMatch"][];
                        };
                    };
                };
            };
        };
    };
    search_anchor: {
        parameters: {
            query: {
                name: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                uid?: number;
                                user_nickname?: string;
                                avatar?: string;
                                fans?: number;
                                islive?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    search_live: {
        parameters: {
            query: {
                name: string;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["LiveRoom"][];
                        };
                    };
                };
            };
        };
    };
    hotMatch_allMatch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HotMatch"][];
                    };
                };
            };
        };
    };
    hotMatch_initialList: {
        parameters: {
            query?: {
                type?: 0 | 1;
                /** @description The day (in `tz`), today when absent. */
                date?: string;
                /** @description The client's time zone in minutes east of UTC (`-new Date().getTimezoneOffset()`), for `date`; UTC when absent. */
                tz?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            football?: components["schemas"]["FootballMatch"][];
                            basketball?: components["schemas"]["BasketballMatch"][];
                        };
                    };
                };
            };
        };
    };
    hotMatch_recommend: {
        parameters: {
            query?: {
                type?: 0 | 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            count?: number;
                            type1?: components["schemas"]["HotMatch"][];
                            type2?: components["schemas"]["HotMatch"][];
                            type3?: components["schemas"]["HotMatch"][];
                        };
                    };
                };
            };
        };
    };
    hotMatch_msgGetSimple: {
        parameters: {
            query: {
                id: number;
                type?: 0 | 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["HotMatch"];
                    };
                };
            };
        };
    };
    football_seasonTable: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            group?: number;
                            list?: components["schemas"]["StandingRow"][] | {
                                [key: string]: components["schemas"]["StandingRow"][];
                            };
                        };
                    };
                };
            };
        };
    };
    universal_getHot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SystemSettings"];
                    };
                };
            };
        };
    };
    push_getList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            /** @description The user's unread notices in all. */
                            unread: number;
                            data?: components["schemas"]["Notice"][];
                        };
                    };
                };
            };
        };
    };
    push_read: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            unread: number;
                        };
                    };
                };
            };
        };
    };
    match_battle: {
        parameters: {
            query: {
                type: 0 | 1;
                sourceid: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            home_team_id?: number;
                            away_team_id?: number;
                            summary?: components["schemas"]["BattleSummary"];
                            /** @description Earlier finished meetings of the two teams, latest first (at most 10). */
                            history: components["schemas"]["BattleRow"][];
                            /** @description The home team's latest finished matches (at most 10), `result` for it. */
                            home_recent: components["schemas"]["BattleRow"][];
                            away_recent: components["schemas"]["BattleRow"][];
                        };
                    };
                };
            };
        };
    };
    football_footballMatch: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: 0 | 1 | 2 | 3;
                date?: string;
                competition_id?: number;
                country_id?: number;
                /** @description These matches whatever their day (e.g. to resynchronise the rows on screen); at most 200. */
                ids?: string;
                /** @description The client's time zone in minutes east of UTC (`-new Date().getTimezoneOffset()`), for `date`; UTC when absent. */
                tz?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["FootballMatch"][];
                        };
                    };
                };
            };
        };
    };
    basketball_getList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                status?: 0 | 1 | 2 | 3;
                date?: string;
                competition_id?: number;
                country_id?: number;
                /** @description These matches whatever their day; at most 200. */
                ids?: string;
                /** @description The client's time zone in minutes east of UTC (`-new Date().getTimezoneOffset()`), for `date`; UTC when absent. */
                tz?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["BasketballMatch"][];
                        };
                    };
                };
            };
        };
    };
    basketballuser_collect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: string;
                    /** @enum {integer} */
                    type: 1 | 2;
                    /**
                     * @description 1 collect, 0 uncollect; absent → toggle (all collected → uncollect them, else collect them).
                     * @enum {integer}
                     */
                    collect?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description Every match of that sport the user has collected now. */
                            collected: number[];
                        };
                    };
                };
            };
        };
    };
    basketballuser_collectList: {
        parameters: {
            query: {
                type: 1 | 2;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: (components["schemas"]["FootballMatch"] | components["schemas"]["BasketballMatch"])[];
                        };
                    };
                };
            };
        };
    };
    match_filters: {
        parameters: {
            query?: {
                type?: 0 | 1;
                status?: 0 | 1 | 2 | 3;
                /** @description The day (in `tz`), today when absent. */
                date?: string;
                /** @description The client's time zone in minutes east of UTC (`-new Date().getTimezoneOffset()`), for `date`; UTC when absent. */
                tz?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            competitions: {
                                id: number;
                                name_zh?: string;
                                name_zht?: string;
                                name_en?: string;
                                name_vi?: string;
                                short_name_zh?: string;
                                short_name_zht?: string;
                                short_name_en?: string;
                                short_name_vi?: string;
                                logo?: string;
                                primary_color?: string;
                                country_id?: number | null;
                                count: number;
                            }[];
                            countries: {
                                id: number;
                                name_zh?: string;
                                name_zht?: string;
                                name_en?: string;
                                name_vi?: string;
                                count: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    match_detail: {
        parameters: {
            query: {
                type?: 0 | 1;
                sourceid: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            type: number;
                            match: components["schemas"]["FootballMatch"] | components["schemas"]["BasketballMatch"];
                            /** @description Football goals, disallowed goals, cards, corners and substitutions so far (empty for basketball; its quarters are in the row). */
                            timeline: components["schemas"]["TimelineEvent"][];
                            stats: components["schemas"]["StatLine"][];
                            lineups: {
                                home: components["schemas"]["Lineup"];
                                away: components["schemas"]["Lineup"];
                            };
                            /** @description Every in-play odds movement so far, oldest first (company 1). */
                            odds: components["schemas"]["OddsMovement"][];
                        };
                    };
                };
            };
        };
    };
    activity_signTaskList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SignTaskList"];
                    };
                };
            };
        };
    };
    activity_sign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": {
                    id?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            lz_num?: number;
                            balance?: number;
                        };
                    };
                };
            };
        };
    };
    activity_pcSignTaskList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["SignTaskList"];
                    };
                };
            };
        };
    };
    activity_taskHandleSign: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    task_id: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            lz_num?: number;
                            balance?: number;
                        };
                    };
                };
            };
        };
    };
    activityConfig_userTaskList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            id?: number;
                            task?: string;
                            img?: string;
                            lz_num?: number;
                            is_complete?: number;
                            progress?: number;
                            target?: number;
                        }[];
                    };
                };
            };
        };
    };
    activityConfig_getActivityUrl: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            url?: string;
                            title?: string;
                        };
                    };
                };
            };
        };
    };
    goods_goodsList: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                type?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                name?: string;
                                image?: string;
                                price?: number;
                                stock?: number;
                                type?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    goods_exchangeRecords: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: {
                                id?: number;
                                goods_id?: number;
                                name?: string;
                                image?: string;
                                price?: number;
                                num?: number;
                                addtime?: number;
                                status?: number;
                            }[];
                        };
                    };
                };
            };
        };
    };
    goods_exchange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: number;
                    /** @default 1 */
                    num?: number;
                    address?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            balance?: number;
                            record_id?: number;
                        };
                    };
                };
            };
        };
    };
    database_competitions: {
        parameters: {
            query?: {
                type?: 0 | 1;
                keyword?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            list: components["schemas"]["DbCompetition"][];
                        };
                    };
                };
            };
        };
    };
    database_favourite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Competition id. */
                    id: number;
                    /**
                     * @description 1 add, 0 remove; absent → toggle.
                     * @enum {integer}
                     */
                    favourite?: 0 | 1;
                };
            };
        };
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /**
                             * @description Whether the competition is a favourite now.
                             * @enum {integer}
                             */
                            favourite: 0 | 1;
                            /** @description Every favourite competition of the user now. */
                            favourites: number[];
                        };
                    };
                };
            };
        };
    };
    database_competition: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            competition: components["schemas"]["DbCompetition"];
                            season: components["schemas"]["Season"];
                            /** @description Every season of the competition, latest first. */
                            seasons: components["schemas"]["Season"][];
                            /** @description Rounds (matchdays) whose matches have all finished. */
                            rounds_played: number;
                            rounds_total: number;
                            /** @description The round of today, or the last/first when the season is over/not begun. */
                            current_round: number;
                            matches_played: number;
                            matches_total: number;
                            /** @description Goals (football) or points (basketball) in the finished matches. */
                            scored: number;
                            leader: components["schemas"]["DbStandingRow"] | null;
                            top_scorer: components["schemas"]["DbLeaderRow"] | null;
                        };
                    };
                };
            };
        };
    };
    database_standings: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
                scope?: "all" | "home" | "away";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description 0 one table (`list` is rows); else the number of groups (`list` keyed by letter). */
                            group: number;
                            /** @enum {string} */
                            scope: "all" | "home" | "away";
                            list: components["schemas"]["DbStandingRow"][] | {
                                [key: string]: components["schemas"]["DbStandingRow"][];
                            };
                        };
                    };
                };
            };
        };
    };
    database_schedule: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
                /** @description The round (game day) to list; the current round when absent. */
                round?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description The round listed. */
                            round: number;
                            rounds: {
                                round: number;
                                /** @description Its day, 00:00 UTC (Unix seconds). */
                                start_time: number;
                                matches: number;
                                /** @description Matches of the round that have finished. */
                                finished: number;
                            }[];
                            /** @description The round’s matches by kick-off. */
                            list: (components["schemas"]["FootballMatch"] | components["schemas"]["BasketballMatch"])[];
                        };
                    };
                };
            };
        };
    };
    database_leaders: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
                kind?: "goals" | "assists" | "points" | "rebounds";
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            kind: string;
                            list: components["schemas"]["DbLeaderRow"][];
                        };
                    };
                };
            };
        };
    };
    database_teamStats: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            list: components["schemas"]["DbTeamStats"][];
                        };
                    };
                };
            };
        };
    };
    database_team: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            team: components["schemas"]["DbTeamRef"];
                            /** @enum {integer} */
                            sport: 0 | 1;
                            competition: components["schemas"]["DbCompetition"];
                            season: components["schemas"]["Season"] | null;
                            standing: components["schemas"]["DbStandingRow"] | null;
                            /** @description Last five results, oldest first. */
                            form: ("W" | "D" | "L")[];
                            stats: components["schemas"]["DbTeamStats"];
                            squad: components["schemas"]["DbPlayer"][];
                            /** @description The next match not started, in any competition. */
                            next_match: (components["schemas"]["FootballMatch"] | components["schemas"]["BasketballMatch"]) | null;
                        };
                    };
                };
            };
        };
    };
    database_teamMatches: {
        parameters: {
            query: {
                id: number;
                status?: 0 | 1 | 2;
                page?: number;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: (components["schemas"]["FootballMatch"] | components["schemas"]["BasketballMatch"])[];
                        };
                    };
                };
            };
        };
    };
    database_player: {
        parameters: {
            query: {
                id: number;
                /** @description A season of the competition (its `seasons`); the current one when absent. */
                season_id?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            player: components["schemas"]["DbPlayer"];
                            team: components["schemas"]["DbTeamRef"];
                            /** @description The team’s league. */
                            competition_id: number;
                            season: components["schemas"]["Season"] | null;
                            stats: components["schemas"]["DbPlayerStats"];
                            recent: components["schemas"]["DbPlayerMatch"][];
                        };
                    };
                };
            };
        };
    };
    esports_leagues: {
        parameters: {
            query?: {
                /** @description Only this game's leagues; every game when absent. */
                game?: "lol" | "dota2" | "cs2";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            list: components["schemas"]["EsportsLeague"][];
                        };
                    };
                };
            };
        };
    };
    esports_matches: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                /** @description Only this game's series; every game when absent. */
                game?: "lol" | "dota2" | "cs2";
                status?: 0 | 1 | 2 | 3;
                league_id?: number;
                date?: string;
                /** @description These series whatever their day (e.g. to resynchronise the rows on screen after a reconnection); at most 200. */
                ids?: string;
                /** @description The client's time zone in minutes east of UTC (`-new Date().getTimezoneOffset()`), for `date`; UTC when absent. */
                tz?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["Paged"] & {
                            data?: components["schemas"]["EsportsMatch"][];
                            counts: {
                                live: number;
                                upcoming: number;
                                finished: number;
                            };
                        };
                    };
                };
            };
        };
    };
    esports_match: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            match: components["schemas"]["EsportsMatch"];
                            league: components["schemas"]["EsportsLeague"];
                            games: components["schemas"]["EsportsGame"][];
                            rosters: {
                                home: components["schemas"]["EsportsPlayer"][];
                                away: components["schemas"]["EsportsPlayer"][];
                            };
                            meetings: components["schemas"]["EsportsMatch"][];
                        };
                    };
                };
            };
        };
    };
    esports_league: {
        parameters: {
            query: {
                id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            league: components["schemas"]["EsportsLeague"];
                            teams: components["schemas"]["EsportsTeam"][];
                            standings: components["schemas"]["EsportsStandingRow"][];
                            schedule: components["schemas"]["EsportsMatch"][];
                            results: components["schemas"]["EsportsMatch"][];
                        };
                    };
                };
            };
        };
    };
    database_previews: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            list: components["schemas"]["ForesightPreview"][];
                        };
                    };
                };
            };
        };
    };
    database_preview: {
        parameters: {
            query: {
                match_id: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: components["schemas"]["ForesightPreview"];
                    };
                };
            };
        };
    };
    database_modelReport: {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `data` as below when `code` is 0. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Envelope"] & {
                        data?: {
                            /** @description Finished matches in the report. */
                            matches: number;
                            /** @description Of these, those with odds, over which both means are taken. */
                            compared: number;
                            /** @description Of these, those whose prediction was stored before kick-off. */
                            before_kickoff: number;
                            model_brier: number | null;
                            odds_brier: number | null;
                            list: components["schemas"]["ForesightReportRow"][];
                        };
                    };
                };
            };
        };
    };
}
