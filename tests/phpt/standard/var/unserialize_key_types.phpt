--TEST--
string and int keys mixed
--FILE--
<?php
var_dump(unserialize('a:3:{i:-1;s:1:"a";s:0:"";s:1:"b";s:3:"1.5";s:1:"c";}'));
--EXPECT--
array(3) {
  [-1]=>
  string(1) "a"
  [""]=>
  string(1) "b"
  ["1.5"]=>
  string(1) "c"
}
