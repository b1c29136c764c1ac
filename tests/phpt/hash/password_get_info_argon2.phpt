--TEST--
password_get_info() of argon2 hashes
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => password_get_info('$argon2id$v=19$m=1024,t=2,p=1$c29tZXNhbHQ$abc'));
t(fn() => password_get_info('$argon2i$v=19$m=65536,t=4,p=2$c29tZXNhbHQ$abc'));
?>
--EXPECT--
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
array(3) {
  ["algo"]=>
  string(7) "argon2i"
  ["algoName"]=>
  string(7) "argon2i"
  ["options"]=>
  array(3) {
    ["memory_cost"]=>
    int(65536)
    ["time_cost"]=>
    int(4)
    ["threads"]=>
    int(2)
  }
}
