--TEST--
password_verify() with a fixed argon2 hash
--FILE--
<?php
$h = password_hash('known', PASSWORD_ARGON2ID, ['memory_cost' => 256, 'time_cost' => 1, 'threads' => 1]);
$parts = explode('$', $h);
var_dump(count($parts), $parts[1], $parts[2], $parts[3]);
var_dump(strlen($parts[4]), strlen($parts[5]));
var_dump(password_verify('known', $h));
?>
--EXPECT--
int(6)
string(8) "argon2id"
string(4) "v=19"
string(13) "m=256,t=1,p=1"
int(22)
int(43)
bool(true)
