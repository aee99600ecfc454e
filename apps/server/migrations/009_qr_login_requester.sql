-- Issue 12 "QR login confirm page": who asked for a QR login code, shown to the phone before it
-- confirms (device type, OS and browser from the User-Agent, the place as "local network" or the masked
-- address; the time is created_at), and the number the phone must pick among its choices (the number
-- is shown on the desktop after the scan; the choices are fixed at the first scan so scanning again
-- cannot narrow them down).
alter table qr_logins add column requester_device text not null default 'unknown';
alter table qr_logins add column requester_os text not null default '';
alter table qr_logins add column requester_browser text not null default '';
alter table qr_logins add column requester_place text not null default 'public';
alter table qr_logins add column requester_ip text not null default '';
-- The User-Agent itself, given to the session the code opens (the member centre's session list).
alter table qr_logins add column requester_user_agent text not null default '';
alter table qr_logins add column match_number smallint;
alter table qr_logins add column match_choices text;
