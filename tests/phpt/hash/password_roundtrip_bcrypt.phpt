--TEST--
password_hash() and password_verify() with bcrypt
--FILE--
<?php
$h = password_hash('secret', PASSWORD_BCRYPT, ['cost' => 4]);
var_dump(strlen($h), substr($h, 0, 7));
var_dump(password_verify('secret', $h));
var_dump(password_verify('Secret', $h));
var_dump(password_get_info($h)['options']);
var_dump(password_needs_rehash($h, PASSWORD_BCRYPT, ['cost' => 4]));
var_dump(password_needs_rehash($h, PASSWORD_BCRYPT));
?>
--EXPECT--
int(60)
string(7) "$2y$04$"
bool(true)
bool(false)
array(1) {
  ["cost"]=>
  int(4)
}
bool(false)
bool(true)
