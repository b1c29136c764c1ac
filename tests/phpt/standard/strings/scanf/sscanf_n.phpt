--TEST--
sscanf %n counts consumed characters
--FILE--
<?php
var_dump(sscanf("hello world", "%s%n"), sscanf("  abc", " %n%s%n"));
--EXPECT--
array(2) {
  [0]=>
  string(5) "hello"
  [1]=>
  int(5)
}
array(3) {
  [0]=>
  int(2)
  [1]=>
  string(3) "abc"
  [2]=>
  int(5)
}
