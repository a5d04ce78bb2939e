-- Until when a process holds the claim to a game's due deadline (milliseconds since the Unix epoch):
-- the other processes leave the deadline to it until then. Any write of the game ends the claim.
ALTER TABLE games ADD COLUMN claimed_until bigint NOT NULL DEFAULT 0;
