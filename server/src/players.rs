//! Players and their sessions: ids, display names, resume tokens (only their SHA-256 hashes
//! are kept), the current connection, and where the player sits.

use dashmap::DashMap;
use sha2::{Digest, Sha256};
use tavern_protocol::wire::ServerMsg;

use crate::accounts::AccountRef;
use crate::outbox::Outbox;

/// One player.
#[derive(Clone, Debug)]
pub struct Player {
    /// Player id.
    pub id: String,
    /// Display name.
    pub name: String,
    /// The current connection, if connected.
    pub outbox: Option<Outbox>,
    /// The room the player sits in.
    pub room: Option<String>,
    /// The match the player watches as a spectator.
    pub spectating: Option<String>,
    /// Counts disconnects, so a grace timer knows whether the player came back since.
    pub disconnects: u64,
    /// The SHA-256 of the player's resume token (stored with their seats).
    pub token_hash: [u8; 32],
    /// The account the player logged in as (`hello`'s session); `None` for a guest.
    pub account: Option<AccountRef>,
    /// The saved deck the player last readied or queued with, by name.
    pub saved_deck: Option<String>,
}

/// Every known player.
#[derive(Debug, Default)]
pub struct Players {
    by_id: DashMap<String, Player>,
    by_token: DashMap<[u8; 32], String>,
}

/// The SHA-256 of a resume token.
pub fn token_hash(token: &str) -> [u8; 32] {
    Sha256::digest(token.as_bytes()).into()
}

fn new_token() -> String {
    format!(
        "{}{}",
        uuid::Uuid::new_v4().simple(),
        uuid::Uuid::new_v4().simple()
    )
}

impl Players {
    /// A new player, a guest or logged in as `account`; returns its id and resume token.
    pub fn create(
        &self,
        name: String,
        account: Option<AccountRef>,
        outbox: Outbox,
    ) -> (String, String) {
        let id = uuid::Uuid::new_v4().simple().to_string()[..12].to_string();
        let token = new_token();
        let hash = token_hash(&token);
        self.by_token.insert(hash, id.clone());
        self.by_id.insert(
            id.clone(),
            Player {
                id: id.clone(),
                name,
                outbox: Some(outbox),
                room: None,
                spectating: None,
                disconnects: 0,
                token_hash: hash,
                account,
                saved_deck: None,
            },
        );
        (id, token)
    }

    /// Brings back a stored player after a restart: known by their token's hash, seated in
    /// `room` (none: they left their match and are free), logged in as the seat's account if it
    /// had one, not connected (counted as one disconnect, for the grace timer). A player
    /// brought back already (from another match) keeps the room they sit in.
    pub fn restore(
        &self,
        id: &str,
        name: &str,
        hash: [u8; 32],
        room: Option<&str>,
        account: Option<AccountRef>,
    ) {
        if let Some(mut p) = self.by_id.get_mut(id) {
            if let Some(room) = room {
                p.room = Some(room.to_string());
            }
            return;
        }
        self.insert_offline(id, name, hash, room.map(str::to_string), 1, account);
    }

    /// Takes in a player moved here from another node of the cluster: known by their token's
    /// hash, in no room, not connected yet (their session follows at once). `false` if the id
    /// is taken by another token here.
    pub fn adopt(&self, id: &str, name: &str, hash: [u8; 32], account: Option<AccountRef>) -> bool {
        if let Some(p) = self.by_id.get(id) {
            return p.token_hash == hash;
        }
        self.insert_offline(id, name, hash, None, 0, account);
        true
    }

    /// Registers a player known by their token's hash who has no connection yet (recovered
    /// after a restart, or moved here from another node).
    fn insert_offline(
        &self,
        id: &str,
        name: &str,
        hash: [u8; 32],
        room: Option<String>,
        disconnects: u64,
        account: Option<AccountRef>,
    ) {
        self.by_token.insert(hash, id.to_string());
        self.by_id.insert(
            id.to_string(),
            Player {
                id: id.to_string(),
                name: name.to_string(),
                outbox: None,
                room,
                spectating: None,
                disconnects,
                token_hash: hash,
                account,
                saved_deck: None,
            },
        );
    }

    /// The player a resume token belongs to.
    pub fn by_token(&self, token: &str) -> Option<String> {
        self.by_token.get(&token_hash(token)).map(|r| r.clone())
    }

    /// Attaches a new connection, returning the one it replaces.
    pub fn attach(&self, id: &str, outbox: Outbox) -> Option<Outbox> {
        let mut p = self.by_id.get_mut(id)?;
        p.outbox.replace(outbox)
    }

    /// Detaches `session` if it is still the player's connection; returns the disconnect count.
    pub fn detach(&self, id: &str, session: u64) -> Option<u64> {
        let mut p = self.by_id.get_mut(id)?;
        if p.outbox.as_ref().is_some_and(|o| o.session == session) {
            p.outbox = None;
            p.disconnects += 1;
            return Some(p.disconnects);
        }
        None
    }

    /// A copy of the player's record.
    pub fn get(&self, id: &str) -> Option<Player> {
        self.by_id.get(id).map(|p| p.clone())
    }

    /// Whether the player is connected now.
    pub fn connected(&self, id: &str) -> bool {
        self.by_id.get(id).is_some_and(|p| p.outbox.is_some())
    }

    /// Changes the player's record.
    pub fn update(&self, id: &str, f: impl FnOnce(&mut Player)) {
        if let Some(mut p) = self.by_id.get_mut(id) {
            f(&mut p);
        }
    }

    /// Sends a message to the player if connected.
    pub fn send(&self, id: &str, msg: &ServerMsg) {
        let outbox = self.by_id.get(id).and_then(|p| p.outbox.clone());
        if let Some(o) = outbox {
            o.send(msg);
        }
    }

    /// Sends already serialised text to every connected player.
    pub fn broadcast(&self, text: &axum::extract::ws::Utf8Bytes) {
        let outboxes: Vec<Outbox> = self.by_id.iter().filter_map(|p| p.outbox.clone()).collect();
        for o in outboxes {
            o.send_text(text.clone());
        }
    }

    /// The players logged in as `account`.
    pub fn of_account(&self, account: &str) -> Vec<String> {
        self.by_id
            .iter()
            .filter(|p| p.account.as_ref().is_some_and(|a| a.id == account))
            .map(|p| p.id.clone())
            .collect()
    }

    /// A deleted account: its players play on as guests.
    pub fn forget_account(&self, account: &str) {
        for id in self.of_account(account) {
            self.update(&id, |p| {
                p.account = None;
                p.saved_deck = None;
            });
        }
    }

    /// Forgets a player and its token. The record holds its token's hash, so this is two
    /// lookups whatever the number of players (a scan of every token here once made a long
    /// churn slower as finished players' grace periods ended).
    pub fn remove(&self, id: &str) {
        if let Some((_, p)) = self.by_id.remove(id) {
            self.by_token
                .remove_if(&p.token_hash, |_, owner| owner == id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn removing_a_player_forgets_its_token_and_keeps_everyone_elses() {
        let players = Players::default();
        let (a, a_token) = players.create("a".into(), None, crate::outbox::channel(1, 4).0);
        let (b, b_token) = players.create("b".into(), None, crate::outbox::channel(2, 4).0);
        players.restore("c", "c", token_hash("c-token"), Some("room"), None);
        players.remove(&a);
        assert_eq!(players.by_token(&a_token), None);
        assert!(players.get(&a).is_none());
        assert_eq!(players.by_token(&b_token), Some(b.clone()));
        assert_eq!(players.by_token("c-token"), Some("c".to_string()));
        // Removing an unknown or already removed player changes nothing.
        players.remove(&a);
        players.remove("nobody");
        assert!(players.get(&b).is_some() && players.get("c").is_some());
        players.remove("c");
        players.remove(&b);
        assert_eq!(players.by_token(&b_token), None);
        assert_eq!(players.by_token("c-token"), None);
    }
}
