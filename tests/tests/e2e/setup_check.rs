//! The setup check for admins: `/umpire-check` (and `umpire doctor`) against the fake Discord, with each
//! permission the bot needs taken away in turn (as a channel's overwrite for the bot's role), the
//! Message Content intent turned off in the application's flags, the asker's direct messages closed,
//! and asked by a member who may not manage the server.

use serde_json::json;
use std::sync::Arc;
use umpire::discord::GameHost;
use umpire_tests::bot::{RunningBot, fast_host};
use umpire_tests::fake::channels::Permission;
use umpire_tests::fake::{FakeDiscord, Options};
use umpire_tests::fixtures::{self, ALICE_USER, CHANNEL_ID};

/// Alice runs `/umpire-check` in `channel`; what the bot answered.
async fn check_in(fake: &FakeDiscord, channel: u64) -> String {
    let command = fixtures::slash_command(channel, ALICE_USER, "umpire-check", json!([]));
    let answer = fake.slash(&command).await;
    assert_eq!(answer.flags() & 64, 64, "only Alice sees the report");
    answer.content().to_owned()
}

/// The switch Discord's settings name for `permission`.
fn switch(permission: Permission) -> &'static str {
    match permission {
        Permission::ViewChannel => "View Channels",
        Permission::SendMessages => "Send Messages",
        Permission::AttachFiles => "Attach Files",
        Permission::CreatePublicThreads => "Create Public Threads",
        Permission::SendMessagesInThreads => "Send Messages in Threads",
        Permission::EmbedLinks => "Embed Links",
        Permission::ReadMessageHistory => "Read Message History",
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setup_check_names_the_switch_of_each_permission_the_bot_lacks() {
    let fake = FakeDiscord::start(Options::default()).await;
    let bot = RunningBot::start(&fake, fast_host(51) as Arc<dyn GameHost>).await;

    let all_fine = check_in(&fake, CHANNEL_ID).await;
    for line in [
        "The token works: signed in as umpire.",
        "The Message Content intent is enabled",
        "The slash commands are registered for every server.",
        &format!("In <#{CHANNEL_ID}> I have every permission I need."),
        "Direct messages to you reach you.",
        "Everything is set up.",
    ] {
        assert!(all_fine.contains(line), "{line} in {all_fine}");
    }
    for permission in Permission::ALL {
        let channel = fixtures::fresh_id();
        fake.refuse(channel, permission);
        let said = check_in(&fake, channel).await;
        let named = format!("“{}”", switch(permission));
        assert!(said.contains(&named), "{permission:?}: {named} in {said}");
        assert!(said.contains("One thing to fix."), "{permission:?}: {said}");
        assert!(
            said.contains(&format!("{channel}")),
            "{permission:?}: {said}"
        );
    }
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_setup_check_finds_the_intent_off_and_closed_direct_messages() {
    let fake = FakeDiscord::start(Options::default()).await;
    let bot = RunningBot::start(&fake, fast_host(52) as Arc<dyn GameHost>).await;
    fake.turn_off_message_content();
    fake.close_dms(ALICE_USER.id);
    let said = check_in(&fake, CHANNEL_ID).await;
    assert!(
        said.contains("The Message Content intent is off")
            && said.contains("“Message Content Intent”"),
        "{said}"
    );
    assert!(
        said.contains("Discord refused a direct message to you"),
        "{said}"
    );
    assert!(said.contains("2 things to fix."), "{said}");
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_members_who_may_manage_the_server_run_the_setup_check() {
    let fake = FakeDiscord::start(Options::default()).await;
    let bot = RunningBot::start(&fake, fast_host(53) as Arc<dyn GameHost>).await;
    let mut command = fixtures::slash_command(CHANNEL_ID, ALICE_USER, "umpire-check", json!([]));
    command["member"]["permissions"] = json!("0");
    fake.dispatch("INTERACTION_CREATE", command.clone());
    let answer = fake.wait_callback(&command, "the refusal").await;
    let said = answer.field("/data/content").as_str().unwrap_or_default();
    assert!(
        said.starts_with("Only members who may manage this server"),
        "{said}"
    );
    bot.finish(&fake).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn umpire_doctor_reports_from_the_command_line_and_fails_while_something_is_to_fix() {
    let fake = FakeDiscord::start(Options::default()).await;
    let folder = tempfile::tempdir().unwrap();
    let (address, certificate) = fake.endpoint_for_program(folder.path());
    let channel = fixtures::fresh_id();
    fake.refuse(channel, Permission::AttachFiles);
    let output = tokio::process::Command::new(env!("CARGO_BIN_EXE_umpire-bot"))
        .args(["doctor", "--channel", &channel.to_string()])
        .current_dir(folder.path())
        .env("DISCORD_TOKEN", umpire_tests::bot::TOKEN)
        .env("DISCORD_ADDRESS", address.to_string())
        .env("DISCORD_CERTIFICATE", &certificate)
        .env("LC_ALL", "C")
        .output()
        .await
        .unwrap();
    let said = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(1), "{said}");
    // No bot has run, so nothing registered the slash commands; the files switch is off here.
    assert!(said.contains("The token works"), "{said}");
    assert!(
        said.contains("The slash commands are not registered here"),
        "{said}"
    );
    assert!(said.contains("“Attach Files”"), "{said}");
    assert!(said.contains("2 things to fix."), "{said}");
    fake.assert_all_handled();
}
