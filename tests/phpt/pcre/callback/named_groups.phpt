--TEST--
named groups in the callback's array
--FILE--
<?php
preg_replace_callback('/(?<k>\w+)=(?<v>\w+)/', function ($m) { var_dump($m); return ''; }, 'a=1');
--EXPECT--
array(5) {
  [0]=>
  string(3) "a=1"
  ["k"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  ["v"]=>
  string(1) "1"
  [2]=>
  string(1) "1"
}
