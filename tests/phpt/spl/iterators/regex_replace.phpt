--TEST--
RegexIterator REPLACE mode
--FILE--
<?php
$it = new RegexIterator(new ArrayIterator(['a1', 'b', 'c3']), '/\d/', RegexIterator::REPLACE);
$it->replacement = '#';
var_dump(iterator_to_array($it));
?>
--EXPECT--
array(2) {
  [0]=>
  string(2) "a#"
  [2]=>
  string(2) "c#"
}
