--TEST--
whitespace around values
--FILE--
<?php
var_dump(json_decode(" \t\n\r 1 \r\n\t "), json_decode(' [ 1 , 2 ] '), json_decode("\n{ \"a\" :\t1 }\n", true));
--EXPECT--
int(1)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  ["a"]=>
  int(1)
}
