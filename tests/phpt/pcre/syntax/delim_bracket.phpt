--TEST--
square brackets as delimiters with a class inside
--FILE--
<?php
var_dump(preg_match('[a[bc]d]', 'acd', $m), $m);
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(3) "acd"
}
