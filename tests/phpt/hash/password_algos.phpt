--TEST--
password_algos()
--FILE--
<?php
function t($f) { try { var_dump($f()); } catch (Throwable $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; } }
t(fn() => password_algos());
?>
--EXPECT--
array(3) {
  [0]=>
  string(2) "2y"
  [1]=>
  string(7) "argon2i"
  [2]=>
  string(8) "argon2id"
}
