--TEST--
the U modifier swaps greediness
--FILE--
<?php
var_dump(preg_match('/a+/U', 'aaa', $m), $m);
var_dump(preg_match('/a+?/U', 'aaa', $m), $m);
var_dump(preg_match('/<.*>/U', '<a><b>', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "a"
}
int(1)
array(1) {
  [0]=>
  string(3) "aaa"
}
int(1)
array(1) {
  [0]=>
  string(3) "<a>"
}
