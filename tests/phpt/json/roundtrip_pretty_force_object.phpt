--TEST--
forced objects decode to arrays with string keys
--FILE--
<?php
$j = json_encode([1, 2], JSON_FORCE_OBJECT);
var_dump($j, json_decode($j, true));
--EXPECT--
string(13) "{"0":1,"1":2}"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
