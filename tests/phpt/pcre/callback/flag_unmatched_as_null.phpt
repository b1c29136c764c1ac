--TEST--
PREG_UNMATCHED_AS_NULL for callbacks
--FILE--
<?php
preg_replace_callback('/(a)(x)?(y)?/', function ($m) { var_dump($m); return ''; }, 'a', -1, $c, PREG_UNMATCHED_AS_NULL);
--EXPECT--
array(4) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  [2]=>
  NULL
  [3]=>
  NULL
}
