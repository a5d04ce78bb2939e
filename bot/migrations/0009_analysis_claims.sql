-- Which process searches a game's analysis (its number), and until when its claim holds (milliseconds
-- since the Unix epoch): the other processes leave the analysis to it until then. The claimant renews
-- the claim as it saves its progress; once it lapses (the claimant died) another process takes over.
ALTER TABLE analyses ADD COLUMN claimed_by bigint;
ALTER TABLE analyses ADD COLUMN claimed_until bigint NOT NULL DEFAULT 0;
