-- Issue 14 "personal centre: sessions": the member centre lists a user's signed-in sessions with the
-- device and browser they were opened from, so the User-Agent of the login request is kept (clipped to
-- 512 characters; parsed when listed, so a better parser needs no data migration). Sessions opened
-- before this migration show as an unknown device.
alter table sessions add column user_agent text not null default '';
