-- The database's own number, drawn at random by the first process that connects after this script: the
-- adapter derives the nonce of each message of the outbox from it and the parcel's number, so that a
-- parcel delivered again is recognised by Discord and two databases never make the same nonce.
CREATE TABLE lineage (
    only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
    id bigint NOT NULL
);
