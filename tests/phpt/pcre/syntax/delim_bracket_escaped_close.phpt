--TEST--
escaped closing bracket inside bracket delimiters
--FILE--
<?php
var_dump(preg_match('{a\}}', 'a}', $m), $m);
var_dump(preg_match('(a\))', 'a)', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(2) "a}"
}
int(1)
array(1) {
  [0]=>
  string(2) "a)"
}
