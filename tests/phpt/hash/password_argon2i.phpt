--TEST--
password_hash() and password_verify() with argon2i
--FILE--
<?php
$h = password_hash('secret', PASSWORD_ARGON2I, ['memory_cost' => 512, 'time_cost' => 1, 'threads' => 2]);
var_dump(substr($h, 0, 28));
var_dump(password_verify('secret', $h), password_verify('', $h));
var_dump(password_get_info($h)['algo']);
?>
--EXPECT--
string(28) "$argon2i$v=19$m=512,t=1,p=2$"
bool(true)
bool(false)
string(7) "argon2i"
