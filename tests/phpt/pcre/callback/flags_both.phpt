--TEST--
both value flags for callbacks
--FILE--
<?php
preg_replace_callback('/(a)(x)?/', function ($m) { var_dump($m); return ''; }, 'a', flags: PREG_UNMATCHED_AS_NULL | PREG_OFFSET_CAPTURE);
--EXPECT--
array(3) {
  [0]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [1]=>
  array(2) {
    [0]=>
    string(1) "a"
    [1]=>
    int(0)
  }
  [2]=>
  array(2) {
    [0]=>
    NULL
    [1]=>
    int(-1)
  }
}
