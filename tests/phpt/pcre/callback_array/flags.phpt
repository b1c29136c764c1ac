--TEST--
flags for preg_replace_callback_array
--FILE--
<?php
preg_replace_callback_array(['/(a)(z)?/' => function ($m) { var_dump($m); return ''; }], 'a', -1, $c, PREG_OFFSET_CAPTURE | PREG_UNMATCHED_AS_NULL);
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
