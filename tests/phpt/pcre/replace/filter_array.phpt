--TEST--
preg_filter keeps only subjects that matched
--FILE--
<?php
var_dump(preg_filter(['/\d/', '/[a-z]/'], ['#', '@'], ['1', 'a', '2', 'b', 'A'], -1, $c), $c);
--EXPECT--
array(4) {
  [0]=>
  string(1) "#"
  [1]=>
  string(1) "@"
  [2]=>
  string(1) "#"
  [3]=>
  string(1) "@"
}
int(4)
