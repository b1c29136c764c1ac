--TEST--
sscanf character sets
--FILE--
<?php
var_dump(sscanf("abc123", "%[a-z]%n%d"), sscanf("ab", "%[^b]"), sscanf("a]b", "%[]a]"), sscanf("hello-world", "%[a-z-]"), sscanf("xyz", "%[a-c]"));
--EXPECT--
array(3) {
  [0]=>
  string(3) "abc"
  [1]=>
  int(3)
  [2]=>
  int(123)
}
array(1) {
  [0]=>
  string(1) "a"
}
array(1) {
  [0]=>
  string(2) "a]"
}
array(1) {
  [0]=>
  string(11) "hello-world"
}
array(1) {
  [0]=>
  NULL
}
