--TEST--
lazy and greedy quantifiers
--FILE--
<?php
var_dump(preg_match('/a.*b/', 'aXbXb', $m), $m);
var_dump(preg_match('/a.*?b/', 'aXbXb', $m), $m);
var_dump(preg_match('/x{2,3}/', 'xxxx', $m), $m);
var_dump(preg_match('/x{2,}?/', 'xxxx', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(5) "aXbXb"
}
int(1)
array(1) {
  [0]=>
  string(3) "aXb"
}
int(1)
array(1) {
  [0]=>
  string(3) "xxx"
}
int(1)
array(1) {
  [0]=>
  string(2) "xx"
}
