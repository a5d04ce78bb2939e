-- The rate limit every process sharing the database applies together: the commands each user gave in
-- the last minute, and whether they were told they are over the limit. A user's row in command_limits is
-- locked while one of their commands is counted, so processes counting at once count one at a time.
CREATE TABLE command_limits (
    player bigint PRIMARY KEY,
    told   boolean NOT NULL DEFAULT false
);
CREATE TABLE recent_commands (
    player bigint NOT NULL,
    at     bigint NOT NULL
);
CREATE INDEX recent_commands_player ON recent_commands (player, at);
