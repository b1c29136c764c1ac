--TEST--
invalid UTF-8 drops that element of an array subject
--FILE--
<?php
var_dump(preg_replace('/a/u', 'b', ['k' => 'a', 'bad' => "a\xff", 'z' => 'za'], -1, $c), $c);
var_dump(preg_last_error_msg());
--EXPECT--
array(2) {
  ["k"]=>
  string(1) "b"
  ["z"]=>
  string(2) "zb"
}
int(2)
string(8) "No error"
