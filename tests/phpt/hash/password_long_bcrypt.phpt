--TEST--
bcrypt uses only the first 72 bytes
--FILE--
<?php
$p = str_repeat('a', 72);
$h = password_hash($p, PASSWORD_BCRYPT, ['cost' => 4]);
var_dump(password_verify($p . 'extra', $h));
var_dump(password_verify(substr($p, 1), $h));
?>
--EXPECT--
bool(true)
bool(false)
