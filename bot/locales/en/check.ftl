# The setup check (`/umpire-check`, `umpire doctor`): one line per thing checked, and the switch that fixes it.

check-title = Umpire's setup check:
check-token-ok = The token works: signed in as { $name }.
check-token-refused = Discord refused the token: copy a fresh one from the Developer Portal (Bot, Reset Token) into DISCORD_TOKEN.
check-unreachable = Discord could not be asked ({ $error }); check the network connection and try again.
check-intent-ok = The Message Content intent is enabled, so typed commands are read.
check-intent-missing = The Message Content intent is off, so typed commands are not read: turn on Developer Portal, Bot, Privileged Gateway Intents, “Message Content Intent”.
check-commands-global = The slash commands are registered for every server.
check-commands-here = The slash commands are registered in this server.
check-commands-missing = The slash commands are not registered here: start the bot (the process running shard 0 registers them); global ones can take up to an hour to show.
check-permissions-ok = In { $channel } I have every permission I need.
check-permission-missing = In { $channel } I lack a permission: turn on “{ $switch }” for my role (Server Settings, Roles) or in the channel (Edit Channel, Permissions).
check-channel-unread = I cannot read the channel { $id } ({ $error }): give my role “View Channels” there, or name another channel.
check-dm-ok = Direct messages to you reach you.
check-dm-closed = Discord refused a direct message to you, so private boards and setups cannot reach you: turn on “Direct Messages” in this server's Privacy Settings.
check-dm-probe = This is Umpire's setup check: direct messages from me reach you.
check-all-fine = Everything is set up.
check-to-fix = { $count ->
    [one] One thing to fix.
   *[other] { $count } things to fix.
}
check-switch-view-channel = View Channels
check-switch-send-messages = Send Messages
check-switch-create-public-threads = Create Public Threads
check-switch-send-in-threads = Send Messages in Threads
check-switch-attach-files = Attach Files
check-switch-embed-links = Embed Links
check-switch-read-history = Read Message History
check-not-allowed = Only members who may manage this server (the Manage Server permission) can run the setup check.
check-direct = The setup check is for a server's channel, not a direct message: give the command in the channel to check.
