--TEST--
MARK in the callback's array
--FILE--
<?php
preg_replace_callback('/(*MARK:one)a|(*MARK:two)b/', function ($m) { var_dump($m); return ''; }, 'ab');
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  ["MARK"]=>
  string(3) "one"
}
array(2) {
  [0]=>
  string(1) "b"
  ["MARK"]=>
  string(3) "two"
}
