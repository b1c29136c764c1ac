--TEST--
RegexIterator USE_KEY and INVERT_MATCH
--FILE--
<?php
$a = new ArrayIterator(['x1' => 'a', 'y2' => 'b', 'x3' => 'c']);
var_dump(iterator_to_array(new RegexIterator($a, '/^x/', RegexIterator::MATCH, RegexIterator::USE_KEY)));
var_dump(iterator_to_array(new RegexIterator($a, '/^x/', RegexIterator::MATCH, RegexIterator::USE_KEY | RegexIterator::INVERT_MATCH)));
?>
--EXPECT--
array(2) {
  ["x1"]=>
  string(1) "a"
  ["x3"]=>
  string(1) "c"
}
array(1) {
  ["y2"]=>
  string(1) "b"
}
