--TEST--
integer property names become strings
--FILE--
<?php
var_dump(unserialize('O:8:"stdClass":1:{i:5;N;}'));
--EXPECT--
object(stdClass)#1 (1) {
  ["5"]=>
  NULL
}
