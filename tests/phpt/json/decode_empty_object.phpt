--TEST--
empty objects
--FILE--
<?php
var_dump(json_decode('{}'), json_decode('{}', true), json_decode('[{}]'));
--EXPECT--
object(stdClass)#1 (0) {
}
array(0) {
}
array(1) {
  [0]=>
  object(stdClass)#2 (0) {
  }
}
