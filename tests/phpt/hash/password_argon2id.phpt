--TEST--
password_hash() and password_verify() with argon2id
--FILE--
<?php
$h = password_hash('secret', PASSWORD_ARGON2ID, ['memory_cost' => 1024, 'time_cost' => 2, 'threads' => 1]);
var_dump(substr($h, 0, 30));
var_dump(password_verify('secret', $h), password_verify('secreT', $h));
var_dump(password_get_info($h));
var_dump(password_needs_rehash($h, PASSWORD_ARGON2ID, ['memory_cost' => 1024, 'time_cost' => 2, 'threads' => 1]));
var_dump(password_needs_rehash($h, PASSWORD_ARGON2ID, ['memory_cost' => 2048, 'time_cost' => 2, 'threads' => 1]));
var_dump(password_needs_rehash($h, PASSWORD_BCRYPT));
?>
--EXPECT--
string(30) "$argon2id$v=19$m=1024,t=2,p=1$"
bool(true)
bool(false)
array(3) {
  ["algo"]=>
  string(8) "argon2id"
  ["algoName"]=>
  string(8) "argon2id"
  ["options"]=>
  array(3) {
    ["memory_cost"]=>
    int(1024)
    ["time_cost"]=>
    int(2)
    ["threads"]=>
    int(1)
  }
}
bool(false)
bool(true)
bool(true)
