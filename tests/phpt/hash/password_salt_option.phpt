--TEST--
password_hash() ignores the salt option with a warning
--FILE--
<?php
$h = password_hash('x', PASSWORD_BCRYPT, ['salt' => 'abcdefghijklmnopqrstuv', 'cost' => 4]);
var_dump(password_verify('x', $h));
?>
--EXPECTF--

Warning: password_hash(): The "salt" option has been ignored, since providing a custom salt is no longer supported in %s on line 2
bool(true)
