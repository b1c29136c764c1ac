--TEST--
hash_pbkdf2() output lengths
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => strlen(hash_pbkdf2('sha1', 'p', 's', 1)));
t(fn() => strlen(hash_pbkdf2('sha1', 'p', 's', 1, 0, true)));
t(fn() => hash_pbkdf2('sha1', 'p', 's', 1, 1));
t(fn() => hash_pbkdf2('sha1', 'p', 's', 1, 3));
t(fn() => bin2hex(hash_pbkdf2('sha1', 'p', 's', 1, 3, true)));
t(fn() => hash_pbkdf2('sha256', '', '', 1));
?>
--EXPECT--
int(40)
int(20)
string(1) "8"
string(3) "843"
string(6) "843c87"
string(64) "f7ce0b653d2d72a4108cf5abe912ffdd777616dbbb27a70e8204f3ae2d0f6fad"
