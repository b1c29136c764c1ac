--TEST--
password_hash() with PASSWORD_DEFAULT and null
--FILE--
<?php
$h = password_hash('pw', PASSWORD_DEFAULT, ['cost' => 5]);
var_dump(substr($h, 0, 7), password_verify('pw', $h));
$h = password_hash('pw', null, ['cost' => 4]);
var_dump(substr($h, 0, 7), password_verify('pw', $h));
$h = password_hash('pw', 1, ['cost' => 4]);
var_dump(substr($h, 0, 7));
$h = password_hash('', PASSWORD_BCRYPT, ['cost' => 4]);
var_dump(password_verify('', $h), password_verify('x', $h));
?>
--EXPECT--
string(7) "$2y$05$"
bool(true)
string(7) "$2y$04$"
bool(true)
string(7) "$2y$04$"
bool(true)
bool(false)
