--TEST--
password_needs_rehash()
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => password_needs_rehash('$2y$07$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq', PASSWORD_BCRYPT));
t(fn() => password_needs_rehash('$2y$07$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq', PASSWORD_BCRYPT, ['cost' => 7]));
t(fn() => password_needs_rehash('$2y$07$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq', PASSWORD_ARGON2ID));
t(fn() => password_needs_rehash('nope', null));
t(fn() => password_needs_rehash('nope', 'foo'));
t(fn() => password_needs_rehash('$2y$10$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq', PASSWORD_DEFAULT));
t(fn() => password_needs_rehash('$2y$07$BCryptRequires22Chrcte/VlQH0piJtjXl.0t1XkA8pw9dMXTpOq', PASSWORD_BCRYPT, ['cost' => 3]));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)
